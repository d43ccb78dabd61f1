// Reads of deletion requests for the /deletions page and the audit log's e-mail lookup.
import "server-only";
import { emailHmac } from "../audit/hmac";
import { inChunks } from "../database/in-chunks";
import { db } from "../db";
import { env } from "../env";
import { effectiveStatus, settledStatuses, type DeletionStatus } from "./states";

export interface DeletionRow {
  id: string;
  submissionId: string;
  submissionCreatedAt: Date | null;
  submissionStatus: string | null;
  reason: string;
  status: DeletionStatus;
  requestedById: string;
  requestedByEmail: string;
  requestedAt: Date;
  decidedByEmail: string | null;
  decidedAt: Date | null;
  completedAt: Date | null;
  failureReason: string | null;
  attempts: number;
  legalBasis: string | null;
  retainedUntil: Date | null;
}

type Stored = Awaited<ReturnType<ReturnType<typeof db>["deletionRequest"]["findFirstOrThrow"]>>;

// The e-mail hash stays on the server: pages get only what they show.
function toRow(d: Stored): DeletionRow {
  return {
    id: d.id,
    submissionId: d.submissionId,
    submissionCreatedAt: d.submissionCreatedAt,
    submissionStatus: d.submissionStatus,
    reason: d.reason,
    status: effectiveStatus(d),
    requestedById: d.requestedById,
    requestedByEmail: d.requestedByEmail,
    requestedAt: d.requestedAt,
    decidedByEmail: d.decidedByEmail,
    decidedAt: d.decidedAt,
    completedAt: d.completedAt,
    failureReason: d.failureReason,
    attempts: d.attempts,
    legalBasis: d.legalBasis,
    retainedUntil: d.retainedUntil,
  };
}

/** Open requests first (awaiting approval, unknown, failed), then the latest settled ones. */
export async function fetchDeletions(options: { limit?: number } = {}): Promise<DeletionRow[]> {
  const open = await db().deletionRequest.findMany({
    where: { status: { notIn: ["deleted", "rejected"] } },
    orderBy: { requestedAt: "desc" },
  });
  const settled = await db().deletionRequest.findMany({
    where: { status: { in: ["deleted", "rejected"] } },
    orderBy: { requestedAt: "desc" },
    take: options.limit ?? 50,
  });
  return [...open, ...settled].map(toRow);
}

/** Who a deletion would erase, as the case index knows them: what the approver checks. */
export interface DeletionApplicant {
  name: string | null;
  birthDate: string | null;
  nationality: string | null;
  createdAt: string;
  status: string;
}

/** The applicants of these submissions, by id; a submission already gone has no entry. */
export async function fetchDeletionApplicants(
  ids: readonly string[],
): Promise<Record<string, DeletionApplicant>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return {};
  const rows = await inChunks(wanted, (part) =>
    db().indexedSubmission.findMany({
      where: { submissionId: { in: part } },
      select: {
        submissionId: true,
        name: true,
        birthDate: true,
        nationality: true,
        createdAt: true,
        status: true,
      },
    }),
  );
  return Object.fromEntries(rows.map(({ submissionId, ...applicant }) => [submissionId, applicant]));
}

/** "Was this person's data deleted?": deletions whose applicant e-mail has this keyed hash. */
export async function fetchDeletionsForEmail(email: string): Promise<DeletionRow[]> {
  const rows = await db().deletionRequest.findMany({
    where: { emailHmac: emailHmac(env().audit.hmacKey(), email) },
    orderBy: { requestedAt: "desc" },
  });
  return rows.map(toRow);
}

/** The deletion of this submission still under way (requested, executing, failed or unknown). */
export function fetchPendingDeletion(submissionId: string) {
  return db().deletionRequest.findFirst({
    where: { submissionId, status: { notIn: settledStatuses } },
    orderBy: { requestedAt: "desc" },
    select: { requestedByEmail: true, requestedAt: true },
  });
}
