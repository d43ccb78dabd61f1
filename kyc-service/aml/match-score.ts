// The score of one candidate, 0..100: name similarity, then date of birth, nationality
// and gender confirming or contradicting it. Each adjustment is kept as a feature so a
// reviewer (and the PDF report) can see why the score is what it is. Points in docs/aml.md.
import type { BirthRange } from "./dates-of-birth";
import type { IndexedName } from "./name-index";
import type { NameComparison } from "./name-similarity";

export interface Applicant {
  name: string;
  dateOfBirth?: string;
  nationality?: string;
  gender?: string;
}

export interface ScoreFeature {
  factor: "name" | "date_of_birth" | "nationality" | "gender";
  points: number;
  detail: string;
}

export const POINTS = {
  dobExact: 5,
  dobWithinMonthOrYear: 3,
  dobWithinRange: 2,
  dobContradicts: -10,
  nationalityMatches: 3,
  nationalityContradicts: -5,
  genderContradicts: -5,
} as const;

function dobFeature(dob: string | undefined, ranges: BirthRange[]): ScoreFeature | undefined {
  if (!dob || ranges.length === 0) return undefined;
  const listed = ranges.map((r) => r.text).join(", ");
  const containing = ranges.filter((r) => r.from <= dob && dob <= r.to);
  if (containing.length) {
    const narrowest = Math.min(...containing.map((r) => Date.parse(r.to) - Date.parse(r.from)));
    const day = 86_400_000;
    if (narrowest === 0)
      return {
        factor: "date_of_birth",
        points: POINTS.dobExact,
        detail: `matches the listed date of birth ${listed}`,
      };
    if (narrowest <= 366 * day)
      return {
        factor: "date_of_birth",
        points: POINTS.dobWithinMonthOrYear,
        detail: `falls in the listed date of birth ${listed}`,
      };
    return {
      factor: "date_of_birth",
      points: POINTS.dobWithinRange,
      detail: `falls in the listed range ${listed}`,
    };
  }
  const year = Number(dob.slice(0, 4));
  const near = ranges.some(
    (r) => Number(r.from.slice(0, 4)) - 1 <= year && year <= Number(r.to.slice(0, 4)) + 1,
  );
  if (near)
    return {
      factor: "date_of_birth",
      points: 0,
      detail: `within a year of the listed date of birth ${listed}`,
    };
  return {
    factor: "date_of_birth",
    points: POINTS.dobContradicts,
    detail: `differs from the listed date of birth ${listed}`,
  };
}

function nationalityFeature(nationality: string | undefined, listed: string[]): ScoreFeature | undefined {
  if (!nationality || listed.length === 0) return undefined;
  if (listed.includes(nationality.toUpperCase()))
    return {
      factor: "nationality",
      points: POINTS.nationalityMatches,
      detail: `${nationality} is a listed nationality`,
    };
  return {
    factor: "nationality",
    points: POINTS.nationalityContradicts,
    detail: `${nationality} is not among the listed nationalities ${listed.join(", ")}`,
  };
}

function genderFeature(gender: string | undefined, listed: string | undefined): ScoreFeature | undefined {
  if (!gender || !listed || gender.toLowerCase() === listed) return undefined;
  return {
    factor: "gender",
    points: POINTS.genderContradicts,
    detail: `applicant is ${gender}, the listed person ${listed}`,
  };
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
): { score: number; features: ScoreFeature[] } {
  const nameScore = Math.round(comparison.similarity * 100);
  const features: ScoreFeature[] = [
    { factor: "name", points: nameScore, detail: describeName(comparison, name) },
  ];
  for (const f of [
    dobFeature(applicant.dateOfBirth, name.entry.datesOfBirth),
    nationalityFeature(applicant.nationality, name.entry.nationalities),
    genderFeature(applicant.gender, name.entry.gender),
  ]) {
    if (f) features.push(f);
  }
  const score = Math.max(
    0,
    Math.min(
      100,
      features.reduce((sum, f) => sum + f.points, 0),
    ),
  );
  return { score, features };
}
