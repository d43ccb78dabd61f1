// Verdicts on AML matches: which matches of a case are still unresolved, and what was said
// before about the same applicant and list entry. The newest verdict on a match counts.
import "server-only";
import type { AmlMatch, SubmissionRecord } from "../../common/kyc-api/schemas";
import { emailHmac } from "../audit/hmac";
import { db } from "../db";
import { env } from "../env";
import { expiryCutoff, standingOf, type Standing } from "./standing";

// The verdicts; their words are the catalogues' case.verdict.choices and values.verdict.
export const verdictKinds = ["true_match", "false_positive", "escalate"] as const;
export type VerdictKind = (typeof verdictKinds)[number];

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
  reviewerId: string;
  reviewerEmail: string;
  createdAt: Date;
  /** Whether a false positive still stands (standing.ts); other verdicts are always in force. */
  standing: Standing;
}

/** The verdict as the approval rules count it: a lapsed false positive is no verdict. */
export const effectiveVerdict = (v: MatchVerdict | undefined) =>
  v && v.standing === "in_force" ? v.verdict : undefined;

export const falsePositiveCutoff = (now = new Date()) => expiryCutoff(now, env().aml.falsePositiveMonths);

/**
 * The current verdict of each match of the submission, by resource id, with its standing
 * judged against the match as `record` reports it now (without it, by time and reviewers only).
 */
export async function currentVerdicts(
  submissionId: string,
  record?: Pick<SubmissionRecord, "aml">,
): Promise<Map<string, MatchVerdict>> {
  const rows = await db().amlVerdict.findMany({ where: { submissionId }, orderBy: { createdAt: "asc" } });
  const byMatch = new Map<string, typeof rows>();
  for (const row of rows) byMatch.set(row.resourceId, [...(byMatch.get(row.resourceId) ?? []), row]);
  const cutoff = falsePositiveCutoff();
  const current = new Map<string, MatchVerdict>();
  for (const [resourceId, list] of byMatch) {
    const match = record?.aml?.matches?.find((m) => m.resource_id === resourceId);
    const newest = list.at(-1)!;
    current.set(resourceId, {
      ...newest,
      verdict: newest.verdict as VerdictKind,
      standing: standingOf(list, match, cutoff),
    });
  }
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
    // Only false positives still within their period are remembered.
    where: {
      applicantKey,
      listKey: { in: keys },
      verdict: "false_positive",
      createdAt: { gte: falsePositiveCutoff() },
    },
    orderBy: { createdAt: "asc" },
  });
  const versions = new Map((record.aml?.matches ?? []).map((m) => [listKeyOf(m), m.list_entry_version]));
  return new Map(
    rows
      // One made on another version of the listed entry no longer says anything about it.
      .filter(
        (r) => !r.entryVersion || !versions.get(r.listKey) || versions.get(r.listKey) === r.entryVersion,
      )
      .map((r) => [r.listKey, { ...r, verdict: "false_positive" as const, standing: "in_force" as const }]),
  );
}

/**
 * The verdict as the approval rules read it: a High-risk false positive recorded by one reviewer
 * is "awaiting_second" (recorded, waiting for a second reviewer's confirmation), not "no verdict".
 */
export const ruledVerdict = (v: MatchVerdict | undefined) =>
  v?.standing === "awaiting_second" ? ("awaiting_second" as const) : effectiveVerdict(v);

/**
 * Matches without a verdict in force, or whose verdict is "escalate" (still open), in the page's
 * order; a false positive awaiting its second reviewer is counted apart (`awaitingSecond`).
 */
export function unresolvedMatches(record: SubmissionRecord, verdicts: Map<string, MatchVerdict>) {
  return (record.aml?.matches ?? [])
    .map((match, index) => ({ match, number: index + 1 }))
    .filter(({ match }) => {
      const v = ruledVerdict(verdicts.get(match.resource_id));
      return v === undefined || v === "escalate";
    });
}

/** What the case summary counts: matches still without a verdict, and those awaiting a second reviewer. */
export function verdictCounts(record: SubmissionRecord, verdicts: Map<string, MatchVerdict>) {
  const matches = record.aml?.matches ?? [];
  return {
    open: unresolvedMatches(record, verdicts).length,
    awaitingSecond: matches.filter((m) => ruledVerdict(verdicts.get(m.resource_id)) === "awaiting_second")
      .length,
  };
}

export type VerdictCounts = ReturnType<typeof verdictCounts>;
