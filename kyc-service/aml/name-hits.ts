// The name half of screening: the forms of an applicant's name, the candidates the index
// gives each form, and how close each candidate's name is. It depends on the name alone, so
// a bulk re-screen works it out once per distinct name (bulk-screening.ts). Only candidates
// whose name can still reach the threshold are kept: the qualifiers (date of birth,
// nationality, gender) add at most `maxQualifierPoints` to the name's points and the score is
// capped, so a candidate below `threshold - maxQualifierPoints` can never be a match, and
// dropping it changes no result (screen.ts keeps the best candidate of each entry, and a
// match's best candidate always scores at least the threshold).
import { romaniseKoreanName } from "./hangul";
import { hangulReadings } from "./korean-latin";
import type { IndexedName, NameIndex } from "./name-index";
import { compareNames, joinedVariants, similarityOnly, type NameComparison } from "./name-similarity";
import { hasHangul, nameTokens } from "./normalise";
import type { ScoringConfig } from "./scoring-config";

export interface NameHit {
  /** The form of the applicant's name that was compared (a romanisation for Hangul names). */
  screenedAs: string;
  candidate: IndexedName;
  comparison: NameComparison;
  /** The name's points, as the score's first feature gives them. */
  namePoints: number;
  /** When the candidate's entry was first met among all the name's candidates (hit or not):
   * screening lists equal matches in that order. */
  entryOrder: number;
}

const MAX_CANDIDATES_PER_FORM = 150;
const MIN_CANDIDATES_PER_FORM = 40;
const CANDIDATE_BUDGET = 300;

/** The forms of a name to screen: as written, and in the usual romanisations of its Hangul
 * (as written, or read back from a romanised Korean name: korean-latin.ts). */
export function nameForms(name: string): string[][] {
  if (hasHangul(name)) return romaniseKoreanName(name).map(nameTokens);
  // any-ascii's reading of Hangul (GimJeongEun) adds nothing the romanisations lack.
  const asWritten = nameTokens(name);
  if (asWritten.length === 0) return [];
  const forms = new Map([[asWritten.join(" "), asWritten]]);
  for (const hangul of hangulReadings(asWritten))
    for (const form of romaniseKoreanName(hangul)) forms.set(form, nameTokens(form));
  return [...forms.values()];
}

/** The most points the qualifiers can add to a name's: the best date of birth and nationality
 * (gender only confirms, with 0, or disagrees). */
export function maxQualifierPoints(scoring: ScoringConfig): number {
  const p = scoring.points;
  return (
    Math.max(0, p.dobExact, p.dobWithinMonthOrYear, p.dobWithinRange) + Math.max(0, p.nationalityMatches)
  );
}

/** How many candidates each form may score: a Korean name (Hangul, or romanised and read back)
 * has up to 16 romanisations that mostly find the same names, so they share a budget
 * (docs/aml.md, "Namesakes": a smaller budget found the same matches on every set). */
export const candidatesPerForm = (forms: number) =>
  Math.min(MAX_CANDIDATES_PER_FORM, Math.max(MIN_CANDIDATES_PER_FORM, Math.floor(CANDIDATE_BUDGET / forms)));

/** The least similarity whose points (rounded) reach `minNamePoints`, with a margin for rounding. */
const floorOf = (minNamePoints: number) => (minNamePoints - 0.5) / 100 - 1e-9;

/** Every form's candidates with at least `minNamePoints`, form by form, in the index's order. */
export function nameHits(index: NameIndex, name: string, minNamePoints: number): NameHit[] {
  const forms = nameForms(name);
  const limit = candidatesPerForm(forms.length);
  const hits: NameHit[] = [];
  const firstMet = new Map<IndexedName["entry"], number>();
  const floor = floorOf(minNamePoints);
  for (const tokens of forms) {
    const screenedAs = tokens.join(" ");
    const formVariants = joinedVariants(tokens);
    for (const candidate of index.candidates(tokens, limit)) {
      if (!firstMet.has(candidate.entry)) firstMet.set(candidate.entry, firstMet.size);
      // The explanation only for the few that may be matches.
      const points = Math.round(
        similarityOnly(tokens, candidate.tokens, floor, formVariants, candidate.variants) * 100,
      );
      if (points < minNamePoints) continue;
      const comparison = compareNames(tokens, candidate.tokens, formVariants, candidate.variants);
      const entryOrder = firstMet.get(candidate.entry)!;
      hits.push({ screenedAs, candidate, comparison, namePoints: points, entryOrder });
    }
  }
  return hits;
}

/** Whether one form of a name (screened with `limit` candidates) has any hit: a name has hits
 * exactly when one of its forms has. */
export function formHasHits(
  index: NameIndex,
  tokens: string[],
  limit: number,
  minNamePoints: number,
): boolean {
  const formVariants = joinedVariants(tokens);
  return index
    .candidates(tokens, limit)
    .some(
      (candidate) =>
        Math.round(
          similarityOnly(tokens, candidate.tokens, floorOf(minNamePoints), formVariants, candidate.variants) *
            100,
        ) >= minNamePoints,
    );
}
