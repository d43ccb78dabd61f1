// Retention rules: a decided case is kept for a number of years after its decision (per
// outcome, RETENTION_*_YEARS). Deleting it sooner is allowed only with a stated legal basis,
// which the deletion request records. Browser-safe: the forms show the rule and the bases.
import en from "../../messages/en.json";
import { english, message, type Message, type Say } from "../actions/message";

// The English words, from the catalogue (screens in the reader's language use values.legalBasis).
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

/** The rule in words, times written by `formatTime` (English and UTC by default). */
export function ruleText(rule: RetentionRule, formatTime: (d: Date) => string, say: Say = english): string {
  const values = {
    until: formatTime(rule.until),
    outcome: say(`values.status.${rule.outcome}`),
    years: rule.years,
    decidedAt: formatTime(rule.decidedAt),
  };
  return say(ruleKey(rule), values);
}

const ruleKey = (rule: RetentionRule) =>
  rule.fromSubmission ? "caseDeletion.retentionFromSubmission" : "caseDeletion.retention";

/** The rule as a message said later in the reader's language (a refusal), times in UTC form. */
export const ruleMessage = (rule: RetentionRule, formatTime: (d: Date) => string): Message =>
  message(ruleKey(rule), {
    until: formatTime(rule.until),
    outcome: [message(`values.status.${rule.outcome}`)],
    years: rule.years,
    decidedAt: formatTime(rule.decidedAt),
  });
