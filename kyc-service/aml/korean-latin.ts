// A Korean name written in Latin letters, read back into Hangul so it is screened in every
// usual romanisation (hangul.ts), as a Hangul name is: South Koreans write Revised
// Romanisation or passport spellings ("Gyeongnam", "Deok-jin", "Bu-il") where the lists
// write the North Korean style ("Kyong Nam", "Tok Jin", "Pu Il"), and the letters alone
// are too far apart (g/k, d/t, b/p, eo/o) for the token similarity to bridge.
import { FAMILY_SPELLINGS } from "./korean-family-names";
import { syllableSpellings } from "./hangul";

const MAX_SYLLABLE = 6;
const MAX_GIVEN_SYLLABLES = 3;
// Passport spellings beyond the Revised Romanisation and the habits hangul.ts knows.
const PASSPORT: Record<string, string> = {
  young: "영",
  kyung: "경",
  kyoung: "경",
  chul: "철",
  byung: "병",
  hee: "희",
  woo: "우",
  suk: "석",
  sook: "숙",
  joon: "준",
  hoon: "훈",
  yoon: "윤",
  soon: "순",
  hyuk: "혁",
  kwang: "광",
  ki: "기",
  kyu: "규",
};

let bySpelling: Map<string, string> | undefined;
let familyOf: Map<string, string> | undefined;

// Finals people write (none, ㄱ ㄴ ㄹ ㅁ ㅂ ㅇ): among syllables spelt alike, these come first.
const PLAIN_FINALS = new Set([0, 1, 4, 8, 16, 17, 21]);

function tables() {
  if (!bySpelling || !familyOf) {
    const spellings = new Map(Object.entries(PASSPORT));
    // Revised Romanisation before passport habits (준 is "jun", though 전 is also written so).
    for (const [scheme, plainOnly] of [
      [0, true],
      [0, false],
      [1, true],
      [1, false],
    ] as const) {
      for (let code = 0xac00; code <= 0xd7a3; code++) {
        if (plainOnly && !PLAIN_FINALS.has((code - 0xac00) % 28)) continue;
        const ch = String.fromCharCode(code);
        const spelling = syllableSpellings(ch)[scheme]!;
        if (!spellings.has(spelling)) spellings.set(spelling, ch);
      }
    }
    bySpelling = spellings;
    familyOf = new Map();
    for (const [hangul, names] of FAMILY_SPELLINGS)
      for (const n of names) if (n.length >= 2 && !familyOf.has(n)) familyOf.set(n, hangul);
  }
  return { bySpelling, familyOf };
}

/** Longest syllables first, backtracking until the whole token is read ("jeongok" → 정옥). */
function readToken(token: string, bySpelling: Map<string, string>, limit: number): string | undefined {
  if (token === "") return "";
  if (limit === 0) return undefined;
  for (let length = Math.min(MAX_SYLLABLE, token.length); length >= 1; length--) {
    const syllable = bySpelling.get(token.slice(0, length));
    if (!syllable) continue;
    const rest = readToken(token.slice(length), bySpelling, limit - 1);
    if (rest !== undefined) return syllable + rest;
  }
  return undefined;
}

/** Hangul readings of a romanised Korean name (family name first or last), or none. */
export function hangulReadings(tokens: string[]): string[] {
  if (tokens.length < 2 || tokens.length > 4 || tokens.some((t) => !/^[a-z]+$/.test(t))) return [];
  const { bySpelling, familyOf } = tables();
  const readings = new Set<string>();
  for (const [family, given] of [
    [tokens[0]!, tokens.slice(1)],
    [tokens.at(-1)!, tokens.slice(0, -1)],
  ] as const) {
    const familyHangul = familyOf.get(family);
    if (!familyHangul) continue;
    // Hyphens and spaces already mark syllables ("Bu-il"): only a joined token is split.
    const parts = given.map((t) => readToken(t, bySpelling, MAX_GIVEN_SYLLABLES));
    if (parts.every((p) => p !== undefined) && parts.join("").length <= MAX_GIVEN_SYLLABLES)
      readings.add(familyHangul + parts.join(""));
  }
  return [...readings];
}
