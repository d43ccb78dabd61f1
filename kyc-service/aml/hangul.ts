// Hangul names → the romanisations they are usually written in: Revised Romanisation
// (김정은 → gim jeong eun), the North Korean / McCune-Reischauer style without
// diacritics (kim jong un), and South Korean passport habits (kim jung eun). Family names
// come from a table of their customary spellings (Lee/Yi/Rhee/Ri, Park/Pak/Bak, ...),
// which also lets romanised variants find each other (sameKoreanFamilyName in scoring).
import { FAMILY_SPELLINGS, COMPOUND_FAMILY_NAMES } from "./korean-family-names";

const BASE = 0xac00;
type Scheme = { initials: string[]; vowels: string[]; finals: string[] };

// Jamo order of Unicode's Hangul syllable block: 19 initials, 21 vowels, 28 finals.
const FINALS = [
  "",
  "k",
  "k",
  "k",
  "n",
  "n",
  "n",
  "t",
  "l",
  "k",
  "m",
  "l",
  "l",
  "l",
  "p",
  "l",
  "m",
  "p",
  "p",
  "t",
  "t",
  "ng",
  "t",
  "t",
  "k",
  "t",
  "p",
  "t",
];
const RR: Scheme = {
  initials: [
    "g",
    "kk",
    "n",
    "d",
    "tt",
    "r",
    "m",
    "b",
    "pp",
    "s",
    "ss",
    "",
    "j",
    "jj",
    "ch",
    "k",
    "t",
    "p",
    "h",
  ],
  vowels: [
    "a",
    "ae",
    "ya",
    "yae",
    "eo",
    "e",
    "yeo",
    "ye",
    "o",
    "wa",
    "wae",
    "oe",
    "yo",
    "u",
    "wo",
    "we",
    "wi",
    "yu",
    "eu",
    "ui",
    "i",
  ],
  finals: FINALS,
};
// North Korean official spellings (Kim Jong Un, Ri Pyong Chol, Choe Ryong Hae).
const NORTH: Scheme = {
  initials: [
    "k",
    "kk",
    "n",
    "t",
    "tt",
    "r",
    "m",
    "p",
    "pp",
    "s",
    "ss",
    "",
    "j",
    "jj",
    "ch",
    "k",
    "t",
    "p",
    "h",
  ],
  vowels: [
    "a",
    "ae",
    "ya",
    "yae",
    "o",
    "e",
    "yo",
    "ye",
    "o",
    "wa",
    "wae",
    "oe",
    "yo",
    "u",
    "wo",
    "we",
    "wi",
    "yu",
    "u",
    "ui",
    "i",
  ],
  finals: FINALS,
};
// McCune-Reischauer without breves or apostrophes (Kim Chong-il, Pak Chong-hui).
const MR: Scheme = { ...NORTH, initials: NORTH.initials.map((c, i) => (i === 12 ? "ch" : c)) };

function syllable(ch: string, scheme: Scheme, popular: boolean): string {
  const code = ch.charCodeAt(0) - BASE;
  if (code < 0 || code > 11171) return ch.toLowerCase();
  const initial = Math.floor(code / 588);
  const vowel = Math.floor((code % 588) / 28);
  const final = code % 28;
  let v = scheme.vowels[vowel]!;
  // South Korean passports often write 정 Jung, 성 Sung, 현 Hyun, 수 Soo, 주 Joo.
  if (popular) {
    if ((vowel === 4 || vowel === 6) && (final === 4 || final === 21)) v = vowel === 4 ? "u" : "yu";
    else if (vowel === 13 && final === 0) v = "oo";
  }
  return scheme.initials[initial]! + v + scheme.finals[final]!;
}

/** A syllable's Revised Romanisation and its South Korean passport spelling (정: jeong, jung). */
export function syllableSpellings(ch: string): string[] {
  return [syllable(ch, RR, false), syllable(ch, RR, true)];
}

function romaniseGiven(given: string, scheme: Scheme, popular = false): string {
  return [...given].map((ch) => syllable(ch, scheme, popular)).join(" ");
}

/** Splits a Hangul name into family and given name (space, else the first syllable or a known two-syllable family name). */
export function splitKoreanName(name: string): { family: string; given: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length > 1) return { family: parts[0]!, given: parts.slice(1).join("") };
  const whole = parts[0]!;
  const family =
    whole.length >= 3 && COMPOUND_FAMILY_NAMES.has(whole.slice(0, 2)) ? whole.slice(0, 2) : whole.slice(0, 1);
  return { family, given: whole.slice(family.length) };
}

/** The usual romanisations of a Hangul name, family name first, syllables as separate tokens. */
export function romaniseKoreanName(name: string): string[] {
  const { family, given } = splitKoreanName(name.replace(/[^\uAC00-\uD7A3\s]/g, ""));
  const families = FAMILY_SPELLINGS.get(family) ?? [
    ...new Set([RR, NORTH].map((s) => romaniseGiven(family, s).replace(/ /g, ""))),
  ];
  const givens = new Set([
    romaniseGiven(given, RR),
    romaniseGiven(given, NORTH),
    romaniseGiven(given, MR),
    romaniseGiven(given, RR, true),
  ]);
  const variants: string[] = [];
  for (const f of families) for (const g of givens) variants.push(g ? `${f} ${g}` : f);
  return variants;
}
