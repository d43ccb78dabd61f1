// Whether a fetch action's arguments refer only to parts its body carries (lib/action-body.ts).
// React encodes a server action's arguments as JSON in which a string such as "$1", "$Q2" or
// "$@3" stands for another part of the body (the multipart field "1", a Map in field "2", a
// promise of field "3"); Next.js decodes them without a guard, and a reference to a field that
// is not there fails deep inside React with a 500 ("Connection closed."). React's own client
// only refers to fields it sends, so any other reference is a body to refuse.

// Marks followed by the hexadecimal id of the field they refer to (React's parseModelString):
// promise, server reference, Map, Set, iterator, typed arrays and DataView, Blob, streams.
const referencing = /^\$([@hQWiAOoUSsLlGgMmVBRrXx]?)([0-9a-f]+)(?::|$)/;
// Self-contained values ("$$" an escaped dollar, "$K" a FormData by prefix, which may be empty;
// "$T", "$I", "$-0", "$N", "$u", "$D…", "$n…", "$H") refer to nothing.
const selfContained = /^\$[$KTIN\-uDnH]/;

/** The field names a decoded part refers to ("1" for "$1", "10" for "$a"), in order met. */
export function referencedFields(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string") {
    if (!value.startsWith("$") || selfContained.test(value)) return found;
    const match = referencing.exec(value);
    // An unknown mark: React reads the rest as an id, which would not parse to a field.
    found.push(match ? String(parseInt(match[2]!, 16)) : "");
  } else if (Array.isArray(value)) for (const item of value) referencedFields(item, found);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) referencedFields(item, found);
  return found;
}

/**
 * Whether every reference from the root part (field "0") leads to a field present, following
 * the parts it reaches. `field(name)`: the field's text, "" for a file, undefined when absent.
 */
export function referencesResolve(root: unknown, field: (name: string) => string | undefined): boolean {
  const seen = new Set(["0"]);
  const pending = referencedFields(root);
  while (pending.length) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const text = field(name);
    if (text === undefined) return false;
    if (text === "") continue; // a file (Blob, typed array): no references inside
    try {
      pending.push(...referencedFields(JSON.parse(text)));
    } catch {
      // A part that is not JSON: bytes of a stream or a plain string value, read as such.
    }
  }
  return true;
}
