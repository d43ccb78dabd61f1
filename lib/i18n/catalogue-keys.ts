// A catalogue as flat "a.b.c" keys with their text, and the arguments and tags a text names:
// what catalogues.test.ts compares between languages.
export type Catalogue = { [key: string]: string | Catalogue };

export function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/**
 * The ICU arguments ("{count}") and rich-text tags ("<wide>") a text shows. The selector of a
 * plural or select ("{n, plural, ...}") counts only where its number is shown ("#"): a language
 * without plural forms (Korean) rightly has none; the arguments inside its branches count.
 */
export function placeholders(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/<([A-Za-z][\w-]*)>/g)) found.add(`<${m[1]}>`);
  scan(text, 0, found, false);
  return [...found].sort();
}

// Walks message text; `inBranch`: stops after the "}" that closes a plural/select branch.
function scan(text: string, from: number, found: Set<string>, inBranch: boolean): number {
  let i = from;
  while (i < text.length) {
    const c = text[i];
    if (c === "}" && inBranch) return i + 1;
    i = c === "{" ? argument(text, i + 1, found) : i + 1;
  }
  return i;
}

function argument(text: string, from: number, found: Set<string>): number {
  const head = /^\s*([A-Za-z_]\w*)\s*(?:,\s*(\w+)\s*)?([,}])/.exec(text.slice(from));
  if (!head) return from; // not an argument (a stray brace): the parse test reports it
  let i = from + head[0].length;
  const [, name, type, end] = head;
  const branched = type === "plural" || type === "select" || type === "selectordinal";
  if (!branched) found.add(`{${name}}`);
  if (end === "}") return i;
  // A style ("{x, number, integer}") or branches ("one {...} other {...}") up to the closing "}".
  while (i < text.length && text[i] !== "}") {
    if (text[i] === "{") i = branched ? scan(text, i + 1, found, true) : text.indexOf("}", i) + 1;
    else i++;
  }
  // A plural that writes its number with "#" shows it, as "{n}" would.
  if (type !== "select" && branched && text.slice(from, i).includes("#")) found.add(`{${name}}`);
  return i + 1;
}
