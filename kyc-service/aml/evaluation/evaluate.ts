// The labelled evaluation of screening against OFAC's SDN list (docs/aml.md, "Evaluation"):
// positives.json names SDN individuals by uid with a perturbation kind and seed (the names
// are derived by perturb.ts from the file at run time); negatives.json holds people written
// for this project who are not on the list. Used by `npm run bench` (scripts/bench/aml.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BirthRange } from "../dates-of-birth";
import type { Applicant } from "../match-score";
import { NameIndex, type IndexedList } from "../name-index";
import { parseOfacSdn } from "../ofac-sdn";
import { screenApplicant } from "../screen";
import { SCORING, type ScoringConfig } from "../scoring-config";
import type { ParsedWatchlist, WatchlistEntry } from "../watchlist";
import { perturb, type Perturbation } from "./perturb";

export interface PositiveCase {
  uid: string;
  kind: Perturbation;
  seed: number;
  /** The name in Hangul, written for this project, for the "hangul" kind. */
  hangul?: string;
}

export type NegativeCase = Required<Applicant>;

const here = import.meta.dirname;
export const loadPositives = () =>
  JSON.parse(readFileSync(path.join(here, "positives.json"), "utf8")) as PositiveCase[];
export const loadNegatives = () =>
  JSON.parse(readFileSync(path.join(here, "negatives.json"), "utf8")) as NegativeCase[];

export function loadSdn(file: string): ParsedWatchlist {
  return parseOfacSdn(readFileSync(file, "utf8"), { versionDate: "2024-05-03" }).list;
}

/** The index screening builds from the database, built here from a parsed list. */
export function indexOf(list: ParsedWatchlist): NameIndex {
  const ref: IndexedList = {
    id: list.name,
    name: list.name,
    source: list.source,
    category: list.category,
    versionDate: list.versionDate,
  };
  return new NameIndex(
    [ref],
    list.entries.map((e) => ({
      entry: {
        id: e.externalId,
        externalId: e.externalId,
        list: ref,
        primaryName: e.primaryName,
        datesOfBirth: e.datesOfBirth,
        nationalities: e.nationalities,
        gender: e.gender,
        programmes: e.programmes,
      },
      names: [
        { kind: "primary" as const, name: e.primaryName },
        ...e.aliases.map((name) => ({ kind: "alias" as const, name })),
      ],
    })),
  );
}

/** A date inside the listed range (its middle), as the listed person would give it. */
const dateIn = (r: BirthRange) =>
  new Date((Date.parse(r.from) + Date.parse(r.to)) / 2).toISOString().slice(0, 10);

/** The listed person applying under a perturbed name, with their own date of birth and nationality. */
export function positiveApplicant(
  entry: WatchlistEntry,
  c: PositiveCase,
  withData: boolean,
): Applicant | undefined {
  const name = perturb(entry, c.kind, c.seed, c.hangul);
  if (!name) return undefined;
  if (!withData) return { name };
  return {
    name,
    ...(entry.datesOfBirth[0] ? { dateOfBirth: dateIn(entry.datesOfBirth[0]) } : {}),
    ...(entry.nationalities[0] ? { nationality: entry.nationalities[0] } : {}),
    ...(entry.gender ? { gender: entry.gender } : {}),
  };
}

export interface EvaluationResult {
  positives: number;
  found: number;
  recall: number;
  negatives: number;
  flagged: number;
  falsePositiveRate: number;
  byKind: Record<string, { total: number; found: number }>;
  misses: { uid: string; kind: string; name: string; best?: string }[];
  falsePositives: { name: string; matched: string; score: number }[];
  notApplicable: string[];
}

export function evaluate(
  list: ParsedWatchlist,
  index: NameIndex,
  threshold: number,
  { withData = true, scoring = SCORING }: { withData?: boolean; scoring?: ScoringConfig } = {},
): EvaluationResult {
  const byUid = new Map(list.entries.map((e) => [e.externalId, e]));
  const result: EvaluationResult = {
    positives: 0,
    found: 0,
    recall: 0,
    negatives: 0,
    flagged: 0,
    falsePositiveRate: 0,
    byKind: {},
    misses: [],
    falsePositives: [],
    notApplicable: [],
  };
  for (const c of loadPositives()) {
    const entry = byUid.get(c.uid);
    const applicant = entry && positiveApplicant(entry, c, withData);
    if (!applicant) {
      result.notApplicable.push(`${c.uid}/${c.kind}`);
      continue;
    }
    const kind = (result.byKind[c.kind] ??= { total: 0, found: 0 });
    kind.total++;
    result.positives++;
    // As in production: the matches reaching the threshold (at most 10, best first).
    if (screenApplicant(index, applicant, threshold, scoring).some((m) => m.entry.externalId === c.uid)) {
      kind.found++;
      result.found++;
    } else {
      const own = screenApplicant(index, applicant, 0, scoring).find((m) => m.entry.externalId === c.uid);
      result.misses.push({
        uid: c.uid,
        kind: c.kind,
        name: applicant.name,
        best: own ? `${own.name.name} ${own.score}` : undefined,
      });
    }
  }
  for (const n of loadNegatives()) {
    result.negatives++;
    const applicant = withData ? n : { name: n.name };
    const [top] = screenApplicant(index, applicant, threshold, scoring);
    if (top) {
      result.flagged++;
      result.falsePositives.push({ name: n.name, matched: top.name.name, score: top.score });
    }
  }
  result.recall = result.found / result.positives;
  result.falsePositiveRate = result.flagged / result.negatives;
  return result;
}
