// Screens one applicant against the active lists and states the outcome as the interface
// reports it (docs/aml.md, "Outcome"): Red Flag with the gravest risk of its matches (each
// match's band, capped by its list's category: risk-band.ts); screened without a match: no
// currentstatus and risk Low; no list loaded at all: Not Screened.
import type { ServiceDb } from "../store/db";
import type { BirthRange } from "./dates-of-birth";
import { ScreeningIndexCache } from "./index-loader";
import type { Applicant, ScoreFeature } from "./match-score";
import type { IndexedList, NameIndex } from "./name-index";
import { gravest, type MatchRisk } from "./risk-band";
import { screenApplicant, type ScreeningMatch } from "./screen";

export type RiskLevel = "High" | "Medium" | "Low" | "Not Screened";

export interface ListRef {
  name: string;
  source: string;
  category: string;
  versionDate: string;
}

/** A match as stored (AmlMatch.detail) and shown: a snapshot, so later list changes do not alter it. */
export interface MatchDetail {
  score: number;
  features: ScoreFeature[];
  /** Absent on screenings stored before matches had their own risk. */
  risk?: MatchRisk;
  matchedName: string;
  matchedNameKind: "primary" | "alias";
  screenedAs: string;
  list: ListRef;
  entry: {
    externalId: string;
    primaryName: string;
    datesOfBirth: BirthRange[];
    nationalities: string[];
    gender?: string;
    programmes: string[];
    /** Absent on screenings stored before entries had one (entry-fingerprint.ts). */
    fingerprint?: string;
  };
}

export interface Screening {
  screenedAt: Date;
  status: "Red Flag" | "Not Screened" | null;
  riskLevel: RiskLevel;
  threshold: number;
  lists: ListRef[];
  applicant: Applicant;
  matches: MatchDetail[];
}

const caches = new WeakMap<ServiceDb, ScreeningIndexCache>();

/** The process's index of the active lists for this database (rebuilt after an import). */
export function screeningIndex(db: ServiceDb): ScreeningIndexCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ScreeningIndexCache(db)));
  return cache;
}

export const listRef = (l: IndexedList): ListRef => ({
  name: l.name,
  source: l.source,
  category: l.category,
  versionDate: l.versionDate,
});

export async function screen(db: ServiceDb, applicant: Applicant, threshold: number): Promise<Screening> {
  const index = await screeningIndex(db).get();
  return screeningOf(
    index,
    applicant,
    threshold,
    (i) => screenApplicant(i, applicant, threshold),
    new Date(),
  );
}

/** The outcome of one applicant's screening against `index`, its matches found by `find`. */
export function screeningOf(
  index: NameIndex,
  applicant: Applicant,
  threshold: number,
  find: (index: NameIndex) => ScreeningMatch[],
  screenedAt: Date,
): Screening {
  const lists = index.lists.map(listRef);
  if (lists.length === 0)
    return {
      screenedAt,
      status: "Not Screened",
      riskLevel: "Not Screened",
      threshold,
      lists,
      applicant,
      matches: [],
    };
  const found = find(index);
  const matches: MatchDetail[] = found.map((m) => ({
    score: m.score,
    features: m.features,
    risk: m.risk,
    matchedName: m.name.name,
    matchedNameKind: m.name.kind,
    screenedAs: m.screenedAs,
    list: listRef(m.entry.list),
    entry: {
      externalId: m.entry.externalId,
      primaryName: m.entry.primaryName,
      datesOfBirth: m.entry.datesOfBirth,
      nationalities: m.entry.nationalities,
      ...(m.entry.gender ? { gender: m.entry.gender } : {}),
      programmes: m.entry.programmes,
      ...(m.entry.fingerprint ? { fingerprint: m.entry.fingerprint } : {}),
    },
  }));
  if (matches.length === 0)
    return { screenedAt, status: null, riskLevel: "Low", threshold, lists, applicant, matches };
  const riskLevel = gravest(found.map((m) => m.risk.level)) ?? "Low";
  return { screenedAt, status: "Red Flag", riskLevel, threshold, lists, applicant, matches };
}
