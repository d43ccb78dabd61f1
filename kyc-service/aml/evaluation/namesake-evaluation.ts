// Runs the namesakes evaluation (namesakes.ts) and the ordinary-names false-positive rate
// under one scoring configuration, so the bench can set the current scoring beside the
// previous one in the same run.
import type { Applicant } from "../match-score";
import type { NameIndex } from "../name-index";
import { screenApplicant } from "../screen";
import type { ScoringConfig } from "../scoring-config";
import type { NamesakeCase } from "./namesakes";

interface Tally {
  total: number;
  high: number;
  flagged: number;
}
export interface NamesakeResult {
  /** (a) the listed person with their own data: High on their own entry counts. */
  own: Record<NamesakeCase["group"] | "all", Tally>;
  /** (b) namesakes: any High match, any match at all. */
  namesakes: Record<NamesakeCase["group"] | "all", Tally>;
  /** The namesakes with any random date of birth (it may fall in a listed range). */
  randomNamesakes: Tally;
  ownMisses: string[];
  namesakesHigh: string[];
}

const tally = (): Tally => ({ total: 0, high: 0, flagged: 0 });

export function evaluateNamesakes(
  index: NameIndex,
  cases: NamesakeCase[],
  threshold: number,
  scoring: ScoringConfig,
): NamesakeResult {
  const r: NamesakeResult = {
    own: { korean: tally(), other: tally(), all: tally() },
    namesakes: { korean: tally(), other: tally(), all: tally() },
    randomNamesakes: tally(),
    ownMisses: [],
    namesakesHigh: [],
  };
  for (const c of cases) {
    const own = screenApplicant(index, c.own, threshold, scoring).find((m) => m.entry.externalId === c.uid);
    for (const t of [r.own[c.group], r.own.all]) {
      t.total++;
      if (own) t.flagged++;
      if (own?.risk.level === "High") t.high++;
    }
    if (own?.risk.level !== "High")
      r.ownMisses.push(
        `uid ${c.uid} ${c.form} "${c.own.name}" ${c.own.dateOfBirth} ${c.own.nationality ?? "-"}: ${own ? own.risk.reason : "no match"}`,
      );
    const matches = screenApplicant(index, c.namesake, threshold, scoring);
    const high = matches.find((m) => m.risk.level === "High");
    for (const t of [r.namesakes[c.group], r.namesakes.all]) {
      t.total++;
      if (matches.length) t.flagged++;
      if (high) t.high++;
    }
    const anyDate = screenApplicant(index, c.randomNamesake, threshold, scoring);
    r.randomNamesakes.total++;
    if (anyDate.length) r.randomNamesakes.flagged++;
    if (anyDate.some((m) => m.risk.level === "High")) r.randomNamesakes.high++;
    if (high)
      r.namesakesHigh.push(
        `uid ${c.uid} ${c.form} "${c.namesake.name}" ${c.namesake.dateOfBirth} ${c.namesake.nationality} -> ${high.entry.primaryName} ${high.score}: ${high.risk.reason}`,
      );
  }
  return r;
}

/** Ordinary applicants (not listed) flagged at all, with the first few names matched. */
export function ordinaryFlagged(
  index: NameIndex,
  applicants: Applicant[],
  threshold: number,
  scoring: ScoringConfig,
): { total: number; flagged: number; examples: string[] } {
  const examples: string[] = [];
  let flagged = 0;
  for (const a of applicants) {
    const [top] = screenApplicant(index, a, threshold, scoring);
    if (!top) continue;
    flagged++;
    examples.push(`"${a.name}" ${a.dateOfBirth} -> ${top.entry.primaryName} ${top.score} ${top.risk.level}`);
  }
  return { total: applicants.length, flagged, examples };
}
