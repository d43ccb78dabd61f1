// The namesakes evaluation, built from the real list at run time (no OFAC text committed):
// for listed individuals with a listed date of birth, applicants with the same name as
// applicants write it, (a) the listed person with their own date of birth and nationality,
// who must be High, and (b) a namesake with another date of birth and nationality, who must
// not be. Korean names: the Hangul written for this project (positives.json, dprk-hangul.json)
// as written, in South Korean Hangul, and in Revised Romanisation either way round; other
// names: a seeded sample of the list, given name first and family name first.
import { readFileSync } from "node:fs";
import path from "node:path";
import { seededRandom, type Random } from "../../../common/seeded-random";
import type { BirthRange } from "../dates-of-birth";
import type { Applicant } from "../match-score";
import type { ParsedWatchlist, WatchlistEntry } from "../watchlist";
import { loadPositives } from "./evaluate";
import { revisedRomanisations, southKoreanHangul } from "./korean-forms";
import { givenFirst } from "./perturb";

export interface NamesakeCase {
  uid: string;
  group: "korean" | "other";
  form: string;
  /** (a) the listed person: the listed date of birth and nationality. */
  own: Applicant;
  /** (b) a namesake: another date of birth and nationality. */
  namesake: Applicant;
  /** The same namesake with any random date of birth, which may fall in a listed range. */
  randomNamesake: Applicant;
}

const NATIONALITIES = ["USA", "GBR", "DEU", "FRA", "KOR", "JPN", "BRA", "IND", "TUR", "NGA", "CAN", "ESP"];
const pad = (n: number) => String(n).padStart(2, "0");
const middleOf = (r: BirthRange) =>
  new Date((Date.parse(r.from) + Date.parse(r.to)) / 2).toISOString().slice(0, 10);
const capital = (t: string) => t[0]!.toUpperCase() + t.slice(1);

export function koreanNames(): Map<string, string> {
  const extra = JSON.parse(readFileSync(path.join(import.meta.dirname, "dprk-hangul.json"), "utf8")) as {
    uid: string;
    hangul: string;
  }[];
  const fromPositives = loadPositives().flatMap((p) => (p.hangul ? [{ uid: p.uid, hangul: p.hangul }] : []));
  return new Map([...fromPositives, ...extra].map((k) => [k.uid, k.hangul]));
}

/** A date of birth outside every listed range ("another birth date" at the list's own precision). */
const randomDate = (random: Random) =>
  `${random.int(1940, 2004)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;

function anotherDate(ranges: BirthRange[], random: Random): string {
  for (;;) {
    const date = randomDate(random);
    if (!ranges.some((r) => r.from <= date && date <= r.to)) return date;
  }
}

function applicants(entry: WatchlistEntry, korean: boolean, random: Random) {
  const gender = entry.gender ?? random.pick(["male", "female"]);
  const ownNationality = entry.nationalities[0] ?? (korean ? "PRK" : undefined);
  const own = {
    dateOfBirth: middleOf(entry.datesOfBirth[0]!),
    ...(ownNationality ? { nationality: ownNationality } : {}),
    gender,
  };
  const others = NATIONALITIES.filter((n) => !entry.nationalities.includes(n));
  const namesake = {
    dateOfBirth: anotherDate(entry.datesOfBirth, random),
    nationality: korean ? "KOR" : random.pick(others),
    gender,
  };
  return { own, namesake, randomDate: randomDate(random) };
}

function forms(entry: WatchlistEntry, hangul: string | undefined): [string, string][] {
  if (hangul) {
    const south = southKoreanHangul(hangul);
    const rr = revisedRomanisations(south);
    return [
      ["hangul", hangul],
      ...(south !== hangul ? [["hangul-south", south] as [string, string]] : []),
      ["rr-family-first", rr.familyFirst],
      ["rr-given-first", rr.givenFirst],
    ];
  }
  const tokens = givenFirst(entry.primaryName);
  return [
    ["given-first", tokens.map(capital).join(" ")],
    ["family-first", [tokens.at(-1)!, ...tokens.slice(0, -1)].join(" ").toUpperCase()],
  ];
}

export function namesakeCases(list: ParsedWatchlist, { others = 150, seed = 22 } = {}): NamesakeCase[] {
  const random = seededRandom(seed);
  const hangul = koreanNames();
  const dated = list.entries.filter((e) => e.datesOfBirth.length > 0);
  const korean = dated.filter((e) => hangul.has(e.externalId));
  const rest = dated.filter((e) => !hangul.has(e.externalId));
  // A seeded sample without repeats (partial Fisher-Yates).
  for (let i = 0; i < Math.min(others, rest.length); i++) {
    const j = i + Math.floor(random.next() * (rest.length - i));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const cases: NamesakeCase[] = [];
  for (const entry of [...korean, ...rest.slice(0, others)]) {
    const isKorean = hangul.has(entry.externalId);
    for (const [form, name] of forms(entry, hangul.get(entry.externalId))) {
      const { own, namesake, randomDate: anyDate } = applicants(entry, isKorean, random);
      cases.push({
        uid: entry.externalId,
        group: isKorean ? "korean" : "other",
        form,
        own: { name, ...own },
        namesake: { name, ...namesake },
        randomNamesake: { name, ...namesake, dateOfBirth: anyDate },
      });
    }
  }
  return cases;
}
