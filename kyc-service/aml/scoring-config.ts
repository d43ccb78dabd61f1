// How a candidate's score and risk level are made (docs/aml.md, "Score" and "Risk levels";
// docs/decisions/0013). Qualifiers follow OpenSanctions' logic-v2 matcher: the name decides
// whether two records may be one person, and a date of birth, nationality or gender that
// disagrees takes points away, because many listed names (Kim Chol, Ri Pyong Chol) are
// everyday names of people who are not listed.

/** What a qualifier can confirm; risk bands are stated in these terms. */
export type Evidence = "date_of_birth" | "birth_year" | "nationality" | "gender";
export type BandLevel = "High" | "Medium" | "Low";

export interface RiskBand {
  level: BandLevel;
  /** The band applies when every item of one of these sets was confirmed ([] = nothing needed). */
  confirmedByAnyOf: Evidence[][];
  /** Whether the band still applies when a qualifier disagrees. */
  despiteDisagreement: boolean;
}

export interface ScoringConfig {
  points: {
    dobExact: number;
    dobWithinMonthOrYear: number;
    dobWithinRange: number;
    /** A listed range of at most this many calendar years ("circa 1950", "1946 to 1948") still
     * confirms the date of birth: it is as precise as the list knows it. Wider ones give the birth year only. */
    dobConfirmingRangeYears: number;
    /** The year is outside every listed date of birth (beyond the tolerance). */
    dobYearDisjoint: number;
    /** The list has an exact date and the applicant's differs (half when day and month are swapped). */
    dobDayDisjoint: number;
    dobYearToleranceYears: number;
    nationalityMatches: number;
    nationalityDisjoint: number;
    genderDisjoint: number;
  };
  /** Tried in order; the first that applies gives the match's risk (before the list category caps it). */
  bands: RiskBand[];
}

export const SCORING: ScoringConfig = {
  points: {
    dobExact: 5,
    dobWithinMonthOrYear: 3,
    dobWithinRange: 2,
    dobConfirmingRangeYears: 3,
    dobYearDisjoint: -15,
    dobDayDisjoint: -25,
    dobYearToleranceYears: 0,
    nationalityMatches: 3,
    nationalityDisjoint: -20,
    genderDisjoint: -20,
  },
  bands: [
    // The birth date at the list's own precision, or a listed range of years with the nationality.
    {
      level: "High",
      confirmedByAnyOf: [["date_of_birth"], ["birth_year", "nationality"]],
      despiteDisagreement: false,
    },
    { level: "Medium", confirmedByAnyOf: [[]], despiteDisagreement: false },
    { level: "Low", confirmedByAnyOf: [[]], despiteDisagreement: true },
  ],
};

/** Risk of a match on a list of each category: the ceiling of its band. */
export const RISK_OF_CATEGORY: Record<string, BandLevel> = {
  sanctions: "High",
  pep: "Medium",
  watchlist: "Low",
};
