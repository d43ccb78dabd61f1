// Similarity of two name tokens, 0..1: the mean of Jaro-Winkler and edit-distance
// similarity on the spelling (Jaro-Winkler alone forgives too much in short tokens:
// Un/Jung 0.83, Kim/Kil 0.82), raised when the
// tokens sound alike (Double Metaphone: Mohammed/Muhammad, Jeong/Jong, Gim/Kim) or are
// customary spellings of one Korean family name (Lee/Rhee/Ri, Park/Pak).
import { jaroWinkler } from "@skyra/jaro-winkler";
import { doubleMetaphone } from "double-metaphone";
import { sameKoreanFamilyName } from "./korean-family-names";

const PHONETIC_FLOOR = 0.9;
const SHORT_PHONETIC_FLOOR = 0.85;
const FAMILY_NAME_FLOOR = 0.95;
const MIN_FOR_PHONETIC = 0.7;

const metaphoneCache = new Map<string, [string, string]>();

export function phoneticKeys(token: string): [string, string] {
  let keys = metaphoneCache.get(token);
  if (!keys) {
    keys = doubleMetaphone(token);
    metaphoneCache.set(token, keys);
  }
  return keys;
}

// Three rows of the distance table, reused: screening computes thousands of distances.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal-string-alignment distance: edits, with a swap of neighbours counting as one. */
function editDistance(a: string, b: string): number {
  if (rows[0].length <= b.length)
    rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [beforePrevious, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, beforePrevious[j - 2]! + 1);
      current[j] = d;
    }
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]!;
}

// Double Metaphone drops vowels and W/Y at the start (Un, Won and Eun all give "AN"), so
// sounding alike also asks for the same kind of first sound; voiced and voiceless pairs
// count as one kind (Gim/Kim, Byong/Pyong, Jong/Chong).
function firstSound(token: string): string {
  if (token.startsWith("ch")) return "j";
  const c = token[0]!;
  if ("aeiou".includes(c)) return "vowel";
  return ({ g: "k", c: "k", q: "k", b: "p", d: "t" } as Record<string, string>)[c] ?? c;
}

function soundAlike(a: string, b: string): boolean {
  if (a.length < 2 || b.length < 2 || firstSound(a) !== firstSound(b)) return false;
  const [a1, a2] = phoneticKeys(a);
  const [b1, b2] = phoneticKeys(b);
  return a1 !== "" && (a1 === b1 || a1 === b2 || a2 === b1 || a2 === b2);
}

// Screening one name compares the same token pairs across its candidates and their
// joined-token variants again and again (long Arabic names above all), and a re-screen the
// same tokens across applicants: remembered, bounded. By token, then by token (no key is
// built per lookup: that cost more than the comparisons it saved).
const similarityCache = new Map<string, Map<string, number>>();
const CACHE_LIMIT = 400_000;
let cachedPairs = 0;

export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  let row = similarityCache.get(a);
  if (!row) similarityCache.set(a, (row = new Map()));
  let sim = row.get(b);
  if (sim === undefined) {
    if (cachedPairs >= CACHE_LIMIT) {
      similarityCache.clear();
      similarityCache.set(a, (row = new Map()));
      cachedPairs = 0;
    }
    row.set(b, (sim = computeSimilarity(a, b)));
    cachedPairs++;
  }
  return sim;
}

function computeSimilarity(a: string, b: string): number {
  const spelling = 1 - editDistance(a, b) / Math.max(a.length, b.length);
  let sim = (jaroWinkler(a, b) + spelling) / 2;
  // Short tokens sound alike more easily (Un/Eun, but also Al/Ali): a lower floor.
  const floor = a.length >= 3 && b.length >= 3 ? PHONETIC_FLOOR : SHORT_PHONETIC_FLOOR;
  // Only spellings already close (>= 0.7) are lifted: Hayerin/Haroon share a Double
  // Metaphone key (HRN) but nothing else, and a floor of 0.9 made one-token list names
  // reach the threshold (evaluation, docs/aml.md).
  if (sim < floor && sim >= MIN_FOR_PHONETIC && soundAlike(a, b)) sim = floor;
  if (sim < FAMILY_NAME_FLOOR && sameKoreanFamilyName(a, b)) sim = FAMILY_NAME_FLOOR;
  return sim;
}
