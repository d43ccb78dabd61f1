// The score of one candidate, 0..100: name similarity, then date of birth, nationality
// and gender confirming or contradicting it (qualifiers.ts), each kept as a feature so a
// reviewer (and the PDF report) can see why the score is what it is. Points in docs/aml.md.
import type { IndexedName } from "./name-index";
import type { NameComparison } from "./name-similarity";
import { dobFeature, genderFeature, nationalityFeature, type ScoreFeature } from "./qualifiers";
import { SCORING, type ScoringConfig } from "./scoring-config";

export type { ScoreFeature } from "./qualifiers";

export interface Applicant {
  name: string;
  dateOfBirth?: string;
  nationality?: string;
  gender?: string;
}

export function describeName(comparison: NameComparison, name: IndexedName): string {
  const pairs = comparison.pairs.map(([a, l, s]) => (a === l ? a : `${a}~${l} ${Math.round(s * 100)}%`));
  const extra = [
    comparison.unpairedApplicant.length
      ? `applicant's ${comparison.unpairedApplicant.join(" ")} not on the list`
      : "",
    comparison.unpairedListed.length ? `listed ${comparison.unpairedListed.join(" ")} not given` : "",
  ].filter(Boolean);
  return `${name.kind === "alias" ? "alias" : "name"} "${name.name}": ${pairs.join(", ") || "no token in common"}${extra.length ? `; ${extra.join("; ")}` : ""}`;
}

export function scoreCandidate(
  applicant: Applicant,
  name: IndexedName,
  comparison: NameComparison,
  scoring: ScoringConfig = SCORING,
): { score: number; features: ScoreFeature[] } {
  const nameScore = Math.round(comparison.similarity * 100);
  const features: ScoreFeature[] = [
    { factor: "name", points: nameScore, detail: describeName(comparison, name) },
    dobFeature(applicant.dateOfBirth, name.entry.datesOfBirth, scoring.points),
    nationalityFeature(applicant.nationality, name.entry.nationalities, scoring.points),
    genderFeature(applicant.gender, name.entry.gender, scoring.points),
  ];
  const total = features.reduce((sum, f) => sum + f.points, 0);
  return { score: Math.max(0, Math.min(100, total)), features };
}
