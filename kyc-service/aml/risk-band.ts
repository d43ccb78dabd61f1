// The risk level of one match: the first band of the scoring configuration whose
// conditions the qualifiers meet, capped by the category of the list (a PEP list never
// gives High). A screening's risk is the gravest of its matches'.
import type { ScoreFeature } from "./qualifiers";
import { RISK_OF_CATEGORY, SCORING, type BandLevel, type ScoringConfig } from "./scoring-config";

export interface MatchRisk {
  level: BandLevel;
  /** Why, in the reviewer's words, e.g. "High: the name and date of birth agree". */
  reason: string;
}

export const RISK_RANK: Record<BandLevel, number> = { Low: 1, Medium: 2, High: 3 };
const named = (factor: string) => factor.replace(/_/g, " ");

export function matchRisk(
  features: ScoreFeature[],
  category: string,
  scoring: ScoringConfig = SCORING,
): MatchRisk {
  const confirmed = new Set(features.flatMap((f) => f.confirms ?? []));
  const disagreeing = features.filter((f) => f.effect === "disagrees").map((f) => named(f.factor));
  const band = scoring.bands.find(
    (b) =>
      (b.despiteDisagreement || disagreeing.length === 0) &&
      b.confirmedByAnyOf.some((set) => set.every((e) => confirmed.has(e))),
  );
  const ceiling = RISK_OF_CATEGORY[category] ?? "High";
  // No band applies only with a configuration that leaves a gap: the match still counts.
  const level = band?.level ?? "Low";
  if (RISK_RANK[ceiling] < RISK_RANK[level])
    return { level: ceiling, reason: `${ceiling}: the most a match on a ${category} list can be` };
  if (disagreeing.length)
    return {
      level,
      reason: `${level}: the ${disagreeing.join(" and ")} ${disagreeing.length > 1 ? "disagree" : "disagrees"}`,
    };
  const used = band?.confirmedByAnyOf.find((set) => set.length && set.every((e) => confirmed.has(e)));
  if (used) return { level, reason: `${level}: the name and the ${used.map(named).join(" and ")} agree` };
  const missingDob = !features.some((f) => f.factor === "date_of_birth" && f.confirms?.length);
  return {
    level,
    reason: `${level}: the name agrees and nothing disagrees${missingDob ? ", but no date of birth confirms it" : ""}`,
  };
}

export function gravest(levels: BandLevel[]): BandLevel | undefined {
  return levels.reduce<BandLevel | undefined>(
    (worst, l) => (!worst || RISK_RANK[l] > RISK_RANK[worst] ? l : worst),
    undefined,
  );
}
