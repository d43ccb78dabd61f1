// Free-text addresses resolved to city level: the city or town named in the text, in the
// country named in the text when there is one. Streets, numbers and postcodes are not
// resolved (the gazetteer has no streets): they only fail to match, they are not errors.
import { countryByAlpha3, countryByName } from "./countries";
import { gazetteer, type Place } from "./gazetteer";
import { nameKey, stemKey } from "./names";

interface Token {
  text: string;
  key: string;
  part: number;
}

interface Span {
  start: number;
  end: number; // exclusive
}

export type FreeTextResult = { ok: true; place: Place; country?: string } | { ok: false; country?: string };

const longestName = 4; // tokens; "Saint-Jean-de-Luz" is one token, "Rio de Janeiro" three

export function resolveFreeText(address: string): FreeTextResult {
  const tokens = tokenize(address);
  const parts = tokens.length ? tokens[tokens.length - 1]!.part + 1 : 0;
  const country = findCountry(tokens);
  const places = gazetteer();
  const upperTokens = new Set(tokens.filter((t) => /^[A-Z]{2}$/.test(t.text)).map((t) => t.text));

  let best: Place | undefined;
  let bestScore = -Infinity;
  const consider = (span: Span, insideCountryName: boolean) => {
    const key = spanKey(tokens, span);
    if (!isPlausibleName(key)) return;
    const ids = places.byName.get(key) ?? places.byName.get(stemKey(key) ?? "") ?? [];
    const wholePart = isWholePart(tokens, span);
    for (const id of ids.slice(0, 25)) {
      const place = places.place(id);
      if (insideCountryName && place.country !== country?.alpha2) continue;
      let score = Math.log10(place.population + 10);
      if (country) score += place.country === country.alpha2 ? 6 : -6;
      if (wholePart) score += 2;
      score += span.end - span.start - 1;
      if (place.country === "US" && upperTokens.has(place.admin)) score += 3;
      score += (0.5 * tokens[span.start]!.part) / Math.max(1, parts);
      if (score > bestScore) {
        best = place;
        bestScore = score;
      }
    }
  };
  for (const span of spans(tokens)) {
    if (!country || !overlaps(span, country.span)) consider(span, false);
  }
  // City states and cities named like their country ("Singapore", "Luxembourg").
  if (!best && country) consider(country.span, true);

  return best ? { ok: true, place: best, country: country?.alpha2 } : { ok: false, country: country?.alpha2 };
}

function tokenize(address: string): Token[] {
  const tokens: Token[] = [];
  address
    .split(/[,;\n]+/)
    .filter((part) => part.trim())
    .forEach((part, index) => {
      for (const text of part.trim().split(/\s+/)) {
        const key = nameKey(text);
        if (key) tokens.push({ text, key, part: index });
      }
    });
  return tokens;
}

/** Every run of up to `longestName` tokens inside one comma-separated part. */
function* spans(tokens: Token[]): Generator<Span> {
  for (let start = 0; start < tokens.length; start++) {
    for (let end = start + 1; end <= Math.min(tokens.length, start + longestName); end++) {
      if (tokens[end - 1]!.part !== tokens[start]!.part) break;
      yield { start, end };
    }
  }
}

const spanKey = (tokens: Token[], span: Span) =>
  tokens
    .slice(span.start, span.end)
    .map((t) => t.key)
    .join(" ");
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

function isWholePart(tokens: Token[], span: Span): boolean {
  const part = tokens[span.start]!.part;
  const rest = tokens.filter((t, i) => t.part === part && (i < span.start || i >= span.end));
  // "Mountain View CA 94043": a state code and a postcode beside the name still count as whole.
  return rest.every((t) => /^[A-Z]{2}$/.test(t.text) || /\d/.test(t.text));
}

/** Numbers and one- or two-letter Latin fragments are never city names here. */
function isPlausibleName(key: string): boolean {
  if (/^[\d ]+$/.test(key)) return false;
  return /[^\p{Script=Latin}\d ]/u.test(key) || key.replace(/ /g, "").length >= 3;
}

/** The last country named in the text: addresses end with the country. */
function findCountry(tokens: Token[]): { alpha2: string; span: Span } | undefined {
  const names = countryByName();
  let found: { alpha2: string; span: Span } | undefined;
  for (const span of spans(tokens)) {
    const single = span.end - span.start === 1 ? tokens[span.start]!.text : undefined;
    const alpha2 = names.get(spanKey(tokens, span)) ?? (single ? countryByAlpha3(single) : undefined);
    if (!alpha2) continue;
    const longer = found && found.span.start === span.start && span.end > found.span.end;
    if (!found || span.start >= found.span.end || longer) found = { alpha2, span };
  }
  return found;
}
