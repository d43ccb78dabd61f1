// Screens one applicant against the index: every usual form of the name (its Hangul
// romanisations included) looks up candidates, each candidate name is compared, and the
// best name of each listed entry is scored. Entries reaching the threshold are matches.
import { romaniseKoreanName } from "./hangul";
import { hangulReadings } from "./korean-latin";
import { scoreCandidate, type Applicant, type ScoreFeature } from "./match-score";
import { matchRisk, RISK_RANK, type MatchRisk } from "./risk-band";
import { SCORING, type ScoringConfig } from "./scoring-config";
import type { IndexedEntry, IndexedName, NameIndex } from "./name-index";
import { compareNames } from "./name-similarity";
import { hasHangul, nameTokens } from "./normalise";

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

export function screenApplicant(
  index: NameIndex,
  applicant: Applicant,
  threshold: number,
  scoring: ScoringConfig = SCORING,
): ScreeningMatch[] {
  const best = new Map<IndexedEntry, Omit<ScreeningMatch, "risk">>();
  const forms = nameForms(applicant.name);
  // A Korean name (Hangul, or romanised and read back) has up to 16 romanisations that
  // mostly find the same names: a shared budget keeps its screening near a Latin name's
  // (docs/aml.md, "Namesakes": a smaller budget found the same matches on every set).
  const limit = Math.max(MIN_CANDIDATES_PER_FORM, Math.floor(CANDIDATE_BUDGET / forms.length));
  for (const tokens of forms) {
    for (const candidate of index.candidates(tokens, Math.min(limit, MAX_CANDIDATES_PER_FORM))) {
      const comparison = compareNames(tokens, candidate.tokens);
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
          screenedAs: tokens.join(" "),
          score,
          features,
        });
      }
    }
  }
  return (
    [...best.values()]
      .filter((m) => m.score >= threshold)
      .map((m) => ({ ...m, risk: matchRisk(m.features, m.entry.list.category, scoring) }))
      // Gravest first: a confirmed match matters more than a higher-scoring contradicted one.
      .sort((a, b) => RISK_RANK[b.risk.level] - RISK_RANK[a.risk.level] || b.score - a.score)
      .slice(0, MAX_MATCHES)
  );
}
