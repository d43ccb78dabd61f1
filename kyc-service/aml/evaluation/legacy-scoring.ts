// The scoring before qualifiers could lower a score much or bands could cap the risk:
// small penalties (−10 for a date of birth more than a year off, −5 for nationality or
// gender) and every match as grave as its list's category. Kept only as the same-run
// baseline of the evaluation (scripts/bench/aml.ts).
import type { ScoringConfig } from "../scoring-config";

export const LEGACY_SCORING: ScoringConfig = {
  points: {
    dobExact: 5,
    dobWithinMonthOrYear: 3,
    dobWithinRange: 2,
    dobConfirmingRangeYears: 1,
    dobYearDisjoint: -10,
    dobDayDisjoint: 0,
    dobYearToleranceYears: 1,
    nationalityMatches: 3,
    nationalityDisjoint: -5,
    genderDisjoint: -5,
  },
  bands: [{ level: "High", confirmedByAnyOf: [[]], despiteDisagreement: true }],
};
