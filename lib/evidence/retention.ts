// Retention rules: a decided case is kept for a number of years after its decision (per
// outcome, RETENTION_*_YEARS). Deleting it sooner is allowed only with a stated legal basis,
// which the deletion request records. Browser-safe: the forms show the rule and the bases.
import en from "../../messages/en.json";

// The English words, from the catalogue (screens in the reader's language use values.legalBasis).
export const legalBases = en.values.legalBasis;
export type LegalBasis = keyof typeof legalBases;
export const legalBasisCodes = Object.keys(legalBases) as [LegalBasis, ...LegalBasis[]];

/** Starts the message of a refused request, so the form can show it at the legal-basis field. */
export const underRetention = "This case is under retention";

export interface RetentionRule {
  outcome: "approved" | "rejected";
  years: number;
  decidedAt: Date;
  until: Date;
  /** The decision was made outside this dashboard: counted from the submission's creation. */
  fromSubmission: boolean;
}

export function retentionRule(
  decided: { outcome: "approved" | "rejected"; at: Date; fromSubmission: boolean } | null,
  years: { approved: number; rejected: number },
): RetentionRule | null {
  if (!decided) return null;
  const until = new Date(decided.at);
  until.setUTCFullYear(until.getUTCFullYear() + years[decided.outcome]);
  return {
    outcome: decided.outcome,
    years: years[decided.outcome],
    decidedAt: decided.at,
    until,
    fromSubmission: decided.fromSubmission,
  };
}

export const isRetained = (rule: RetentionRule | null, now = new Date()): rule is RetentionRule =>
  !!rule && rule.until.getTime() > now.getTime();

export function ruleText(rule: RetentionRule, formatTime: (d: Date) => string): string {
  const from = rule.fromSubmission ? "its submission (decided outside this dashboard)" : "the decision";
  return `${underRetention} until ${formatTime(rule.until)}: ${rule.outcome} cases are kept ${rule.years} years after ${from} (${formatTime(rule.decidedAt)}).`;
}
