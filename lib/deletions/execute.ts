// Carries out an approved deletion, write-ahead: the intent is committed (status
// "executing", who approved, attempt time) and audited before the upstream DELETE; the
// outcome is audited, then stored. A process that dies anywhere in between leaves an
// "executing" row that the reconciler (reconcile.ts) settles by asking the service, so a
// deletion is never silently lost and the log reads in the order things happened.
import "server-only";
import { deletionIndexed } from "../case-index/mark";
import { recordAudit } from "../audit/record";
import type { Actor } from "../auth/actor";
import { db } from "../db";
import { KycApiError } from "../kyc/errors";
import { kyc } from "../kyc/connection";
import { adminNameFor } from "../kyc/admin-name";
import { interruptedAfterMs, type DeletionStatus } from "./states";
import { endAssignment } from "../assignments/end";
import { issueErasureReceipt } from "../evidence/issue-receipt";

export type Outcome = {
  status: Extract<DeletionStatus, "deleted" | "failed" | "unknown">;
  reason?: string;
  /** What the service answered, for the erasure receipt. */
  answer?: string;
};

/**
 * Moves the request from one of `from` to executing, only where `guard` also holds (the
 * four-eyes rule is part of the update, so two processes cannot both pass it); false if the
 * row was not in such a state.
 */
export async function commitIntent(
  id: string,
  from: DeletionStatus[],
  guard: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const now = new Date();
  const staleExecuting = {
    status: "executing",
    lastAttemptAt: { lt: new Date(now.getTime() - interruptedAfterMs()) },
  };
  const { count } = await db().deletionRequest.updateMany({
    where: {
      id,
      ...guard,
      OR: [{ status: { in: from } }, ...(from.includes("unknown") ? [staleExecuting] : [])],
    },
    data: { status: "executing", lastAttemptAt: now, attempts: { increment: 1 }, ...extra },
  });
  return count === 1;
}

async function callUpstream(submissionId: string, adminName: string): Promise<Outcome> {
  try {
    const answer = await kyc().deleteSubmission(submissionId, { adminName });
    return { status: "deleted", answer: `DELETE /v2/submission: ${answer.message} (${answer.content})` };
  } catch (error) {
    if (!(error instanceof KycApiError)) {
      console.error("[dashboard] deletion: unexpected error from the KYC client:", error);
      return { status: "unknown", reason: "unexpected error; check whether the submission still exists" };
    }
    // Existed when requested: a 404 now most likely means an earlier attempt whose answer was
    // lost did it. Confirm by asking, rather than trusting any 404 (a wrong base URL gives one too).
    if (error.status === 404) return confirmGone(submissionId, error);
    if (error.status === 0 || error.status >= 500)
      return { status: "unknown", reason: `${error.code}: ${error.userMessage}` };
    return { status: "failed", reason: `${error.code}: ${error.userMessage}` };
  }
}

async function confirmGone(submissionId: string, original: KycApiError): Promise<Outcome> {
  try {
    if ((await kyc().getSubmission(submissionId)) === null)
      return {
        status: "deleted",
        reason: "already gone at the KYC service",
        answer: "DELETE /v2/submission: not found; GET /v2/submission then: no such submission",
      };
    return {
      status: "failed",
      reason: `${original.code}: the service refused the deletion but still has the submission`,
    };
  } catch {
    return {
      status: "unknown",
      reason: `${original.code}: could not confirm whether the submission still exists`,
    };
  }
}

/** The upstream DELETE for a request whose intent is committed and audited; records the outcome. */
export async function carryOutDeletion(id: string, actor: Actor): Promise<Outcome> {
  const deletion = await db().deletionRequest.findUniqueOrThrow({ where: { id } });
  // admin_name is the manager who approved the deletion (a retry keeps the approver).
  const approver =
    deletion.decidedById && deletion.decidedByEmail
      ? { id: deletion.decidedById, email: deletion.decidedByEmail }
      : actor;
  const outcome = await callUpstream(deletion.submissionId, await adminNameFor(approver));
  // Audited before it is stored: a crash between the two leaves the row "executing", which
  // the reconciler settles; the other order could leave a deletion nothing in the log shows.
  await recordAudit({
    actor,
    action: "deletion.execute",
    target: deletion.submissionId,
    outcome: outcome.status === "deleted" ? "success" : "failure",
    reason: outcome.status === "deleted" ? undefined : `${outcome.status}: ${outcome.reason}`,
    details: {
      deletionId: id,
      attempt: deletion.attempts,
      result: outcome.status,
      note: outcome.status === "deleted" ? outcome.reason : undefined,
      approvedById: deletion.decidedById,
      submissionCreatedAt: deletion.submissionCreatedAt?.toISOString() ?? null,
      submissionStatus: deletion.submissionStatus,
      emailHmac: deletion.emailHmac,
    },
  });
  await deletionIndexed(deletion.submissionId, outcome.status === "deleted", (tx) =>
    tx.deletionRequest.updateMany({
      where: { id, status: "executing", attempts: deletion.attempts },
      data: {
        status: outcome.status,
        failureReason: outcome.status === "deleted" ? null : outcome.reason,
        completedAt: outcome.status === "deleted" ? new Date() : null,
      },
    }),
  );
  if (outcome.status === "deleted") {
    await endAssignment(deletion.submissionId, "deleted", actor);
    await issueErasureReceipt(id, outcome.answer ?? "deleted", actor);
  }
  // The service's words go to the receipt only.
  return { status: outcome.status, ...(outcome.reason ? { reason: outcome.reason } : {}) };
}
