// Retention rules: a decided case is kept for a number of years after its decision (per
// outcome, RETENTION_*_YEARS). Deleting it sooner is allowed only with a stated legal basis,
// which the deletion request records. Browser-safe: the forms show the rule and the bases.
// The words are the catalogues' values.legalBasis and caseDeletion.retention (English by default).
import en from "../../messages/en.json";
import { english, type Say, type SaidValues } from "../i18n/said";

export const legalBases = en.values.legalBasis;
export type LegalBasis = keyof typeof legalBases;
export const legalBasisCodes = Object.keys(legalBases) as [LegalBasis, ...LegalBasis[]];

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

/** The rule's arguments for caseDeletion.retention, times written by `formatTime`. */
export const ruleValues = (rule: RetentionRule, formatTime: (d: Date) => string): SaidValues => ({
  until: formatTime(rule.until),
  outcome: rule.outcome,
  years: rule.years,
  from: rule.fromSubmission ? "submission" : "decision",
  decidedAt: formatTime(rule.decidedAt),
});

export function ruleText(rule: RetentionRule, formatTime: (d: Date) => string, say: Say = english): string {
  return say("caseDeletion.retention", ruleValues(rule, formatTime));
}
