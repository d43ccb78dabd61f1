// Date of birth, nationality and gender of the applicant against the listed entry. Each
// gives one feature, also when it cannot tell (nothing listed, nothing given), so the
// reviewer and the report see every qualifier and its effect on the score and the risk.
import type { BirthRange } from "./dates-of-birth";
import type { Evidence, ScoringConfig } from "./scoring-config";

export interface ScoreFeature {
  factor: "name" | "date_of_birth" | "nationality" | "gender";
  points: number;
  detail: string;
  /** Absent on screenings stored before qualifiers had effects. */
  effect?: "confirms" | "disagrees" | "none";
  confirms?: Evidence[];
}

type Points = ScoringConfig["points"];
const DAY = 86_400_000;
const year = (date: string) => Number(date.slice(0, 4));
const none = (factor: ScoreFeature["factor"], detail: string): ScoreFeature => ({
  factor,
  points: 0,
  detail,
  effect: "none",
});

/** "1984-08-01" for "1984-01-08": the commonest clerical slip in dates of birth. */
const swapDayMonth = (date: string) => `${date.slice(0, 4)}-${date.slice(8, 10)}-${date.slice(5, 7)}`;

export function dobFeature(dob: string | undefined, ranges: BirthRange[], points: Points): ScoreFeature {
  if (ranges.length === 0)
    return none("date_of_birth", "the list gives no date of birth, so it cannot confirm the match");
  const listed = ranges.map((r) => r.text).join(", ");
  if (!dob) return none("date_of_birth", `not given (listed ${listed})`);
  const containing = ranges.filter((r) => r.from <= dob && dob <= r.to);
  if (containing.length) {
    const narrowest = Math.min(...containing.map((r) => Date.parse(r.to) - Date.parse(r.from)));
    const years = Math.min(...containing.map((r) => year(r.to) - year(r.from) + 1));
    const [p, confirms, detail]: [number, Evidence[], string] =
      narrowest === 0
        ? [points.dobExact, ["date_of_birth", "birth_year"], `matches the listed date of birth ${listed}`]
        : narrowest <= 366 * DAY
          ? [points.dobWithinMonthOrYear, ["date_of_birth", "birth_year"], `falls in the listed ${listed}`]
          : years <= points.dobConfirmingRangeYears
            ? [points.dobWithinRange, ["date_of_birth", "birth_year"], `falls in the listed range ${listed}`]
            : [points.dobWithinRange, ["birth_year"], `falls in the wide listed range ${listed}`];
    return { factor: "date_of_birth", points: p, detail, effect: "confirms", confirms };
  }
  const tolerance = points.dobYearToleranceYears;
  const yearAgrees = ranges.some(
    (r) => year(r.from) - tolerance <= year(dob) && year(dob) <= year(r.to) + tolerance,
  );
  const exactDays = ranges.filter((r) => r.from === r.to).map((r) => r.from);
  const swapped = exactDays.includes(swapDayMonth(dob));
  const dayPoints =
    exactDays.length === 0 ? 0 : swapped ? Math.round(points.dobDayDisjoint / 2) : points.dobDayDisjoint;
  const total = (yearAgrees ? 0 : points.dobYearDisjoint) + dayPoints;
  const why = [
    yearAgrees ? "" : "another year",
    exactDays.length === 0 ? "" : swapped ? "day and month swapped" : "another day",
  ].filter(Boolean);
  if (total === 0)
    return none("date_of_birth", `near the listed ${listed}, which has no exact date to contradict it`);
  return {
    factor: "date_of_birth",
    points: total,
    detail: `differs from the listed ${listed} (${why.join(", ")})`,
    effect: "disagrees",
  };
}

export function nationalityFeature(
  nationality: string | undefined,
  listed: string[],
  points: Points,
): ScoreFeature {
  if (listed.length === 0) return none("nationality", "the list gives no nationality");
  if (!nationality) return none("nationality", `not given (listed ${listed.join(", ")})`);
  if (listed.includes(nationality.toUpperCase()))
    return {
      factor: "nationality",
      points: points.nationalityMatches,
      detail: `${nationality} is a listed nationality`,
      effect: "confirms",
      confirms: ["nationality"],
    };
  return {
    factor: "nationality",
    points: points.nationalityDisjoint,
    detail: `${nationality} is not among the listed nationalities ${listed.join(", ")}`,
    effect: "disagrees",
  };
}

export function genderFeature(
  gender: string | undefined,
  listed: string | undefined,
  points: Points,
): ScoreFeature {
  if (!listed) return none("gender", "the list gives no gender");
  if (!gender) return none("gender", `not given (listed ${listed})`);
  if (gender.toLowerCase() === listed)
    return {
      factor: "gender",
      points: 0,
      detail: `${listed}, as listed`,
      effect: "confirms",
      confirms: ["gender"],
    };
  return {
    factor: "gender",
    points: points.genderDisjoint,
    detail: `applicant is ${gender}, the listed person ${listed}`,
    effect: "disagrees",
  };
}
