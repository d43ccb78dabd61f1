// Screens one applicant against the index: every usual form of the name (its Hangul
// romanisations included) looks up candidates, each candidate name is compared
// (name-hits.ts), and the best name of each listed entry is scored with the applicant's
// date of birth, nationality and gender. Entries reaching the threshold are matches.
import { scoreCandidate, type Applicant, type ScoreFeature } from "./match-score";
import { matchRisk, RISK_RANK, type MatchRisk } from "./risk-band";
import { SCORING, type ScoringConfig } from "./scoring-config";
import type { IndexedEntry, IndexedName, NameIndex } from "./name-index";
import { maxQualifierPoints, nameHits, type NameHit } from "./name-hits";

export { nameForms } from "./name-hits";

export interface ScreeningMatch {
  entry: IndexedEntry;
  name: IndexedName;
  /** The form of the applicant's name that matched (a romanisation for Hangul names). */
  screenedAs: string;
  score: number;
  features: ScoreFeature[];
  risk: MatchRisk;
}

const MAX_MATCHES = 10;

/** The fewest name points a candidate needs to be able to reach the threshold. */
export const minNamePoints = (threshold: number, scoring: ScoringConfig = SCORING) =>
  threshold - maxQualifierPoints(scoring);

/** The matches among a name's hits for this applicant (hits of at least `minNamePoints`). */
export function scoreHits(
  applicant: Applicant,
  hits: readonly NameHit[],
  threshold: number,
  scoring: ScoringConfig = SCORING,
): ScreeningMatch[] {
  if (hits.length === 0) return [];
  const best = new Map<IndexedEntry, Omit<ScreeningMatch, "risk"> & { order: number }>();
  for (const { screenedAs, candidate, comparison, entryOrder } of hits) {
    const { score, features } = scoreCandidate(applicant, candidate, comparison, scoring);
    const current = best.get(candidate.entry);
    // On equal (capped) scores the closer spelling explains the match best.
    if (
      !current ||
      score > current.score ||
      (score === current.score && features[0]!.points > current.features[0]!.points)
    ) {
      best.set(candidate.entry, {
        entry: candidate.entry,
        name: candidate,
        screenedAs,
        score,
        features,
        order: entryOrder,
      });
    }
  }
  return (
    [...best.values()]
      .filter((m) => m.score >= threshold)
      // Gravest first: a confirmed match matters more than a higher-scoring contradicted one;
      // then in the order the entries were first met among the candidates.
      .map(({ order, ...m }) => ({
        ...m,
        order,
        risk: matchRisk(m.features, m.entry.list.category, scoring),
      }))
      .sort(
        (a, b) => RISK_RANK[b.risk.level] - RISK_RANK[a.risk.level] || b.score - a.score || a.order - b.order,
      )
      .slice(0, MAX_MATCHES)
      .map((m) => ({
        entry: m.entry,
        name: m.name,
        screenedAs: m.screenedAs,
        score: m.score,
        features: m.features,
        risk: m.risk,
      }))
  );
}

export function screenApplicant(
  index: NameIndex,
  applicant: Applicant,
  threshold: number,
  scoring: ScoringConfig = SCORING,
): ScreeningMatch[] {
  return scoreHits(
    applicant,
    nameHits(index, applicant.name, minNamePoints(threshold, scoring)),
    threshold,
    scoring,
  );
}
