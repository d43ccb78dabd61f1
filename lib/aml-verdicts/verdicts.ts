// Verdicts on AML matches: which matches of a case are still unresolved, and what was said
// before about the same applicant and list entry. The newest verdict on a match counts.
import "server-only";
import type { AmlMatch, SubmissionRecord } from "../../common/kyc-api/schemas";
import { emailHmac } from "../audit/hmac";
import { db } from "../db";
import { env } from "../env";

export const verdictLabels = {
  true_match: "True match: this is the listed person",
  false_positive: "False positive: a different person",
  escalate: "Escalate: needs a senior decision",
} as const;
export type VerdictKind = keyof typeof verdictLabels;

/** The list entry a match points at; stable across re-screenings and submissions. */
export function listKeyOf(match: AmlMatch): string {
  const list = typeof match.list === "string" ? match.list : "";
  const entry = typeof match.list_entry_id === "string" ? match.list_entry_id : match.resource_id;
  return `${list}:${entry}`;
}

/** The applicant as the verdict memory knows them: a keyed hash of the e-mail, never the address. */
export function applicantKeyOf(record: Pick<SubmissionRecord, "email">): string | null {
  return record.email ? emailHmac(env().audit.hmacKey(), record.email) : null;
}

export interface MatchVerdict {
  verdict: VerdictKind;
  reason: string;
  reviewerEmail: string;
  createdAt: Date;
}

/** The current verdict of each match of the submission, by resource id. */
export async function currentVerdicts(submissionId: string): Promise<Map<string, MatchVerdict>> {
  const rows = await db().amlVerdict.findMany({ where: { submissionId }, orderBy: { createdAt: "asc" } });
  const current = new Map<string, MatchVerdict>();
  for (const row of rows) current.set(row.resourceId, { ...row, verdict: row.verdict as VerdictKind });
  return current;
}

/**
 * Earlier false positives for this applicant and these list entries, on any submission
 * (a re-screen keeps the submission; a later submission keeps the e-mail), by list key.
 */
export async function rememberedFalsePositives(
  record: SubmissionRecord,
): Promise<Map<string, MatchVerdict & { submissionId: string }>> {
  const applicantKey = applicantKeyOf(record);
  const keys = (record.aml?.matches ?? []).map(listKeyOf);
  if (!applicantKey || keys.length === 0) return new Map();
  const rows = await db().amlVerdict.findMany({
    where: { applicantKey, listKey: { in: keys }, verdict: "false_positive" },
    orderBy: { createdAt: "asc" },
  });
  return new Map(rows.map((r) => [r.listKey, { ...r, verdict: "false_positive" as const }]));
}

/** Matches without a verdict, or whose verdict is "escalate" (still open), in the page's order. */
export function unresolvedMatches(record: SubmissionRecord, verdicts: Map<string, MatchVerdict>) {
  return (record.aml?.matches ?? [])
    .map((match, index) => ({ match, number: index + 1 }))
    .filter(({ match }) => {
      const v = verdicts.get(match.resource_id)?.verdict;
      return v === undefined || v === "escalate";
    });
}
