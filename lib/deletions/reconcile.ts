// Settles deletions whose outcome is not known (the process died during the upstream call,
// or the call timed out) by asking the KYC service whether the submission still exists.
// Used by the reconciler on a timer and by a manager's "check with the service"; the
// update is conditional on the row being as it was read, so two processes settling the
// same row record it once.
import "server-only";
import { deletionIndexed } from "../case-index/mark";
import { recordAudit } from "../audit/record";
import { db } from "../db";
import { kyc } from "../kyc/connection";
import { issueErasureReceipt } from "../evidence/issue-receipt";
import { interruptedAfterMs } from "./states";

interface Unsettled {
  id: string;
  submissionId: string;
  status: string;
  attempts: number;
  requestedById: string;
  decidedById: string | null;
}

type RecordEvent = (details: { [key: string]: unknown }) => Promise<void>;

/**
 * "deleted" or "failed" once settled; null when the service could not say or someone else
 * settled it. `record` writes the audit event (the action's own, or the reconciler's).
 */
export async function settleDeletion(
  deletion: Unsettled,
  record: RecordEvent,
): Promise<"deleted" | "failed" | null> {
  let present: boolean;
  try {
    present = (await kyc().getSubmission(deletion.submissionId)) !== null;
  } catch {
    return null; // the service cannot say now; the next round asks again
  }
  const status = present ? "failed" : "deleted";
  const reason = present ? "still present at the KYC service; retry to delete it" : null;
  // Audited first (see execute.ts): a crash before the update is settled again next round.
  await record({
    deletionId: deletion.id,
    previous: deletion.status,
    result: status,
    attempt: deletion.attempts,
    // Account ids: the log masks e-mail addresses, and ids always resolve to an account.
    requestedById: deletion.requestedById,
    approvedById: deletion.decidedById,
  });
  const { count } = await deletionIndexed(deletion.submissionId, status === "deleted", (tx) =>
    tx.deletionRequest.updateMany({
      where: { id: deletion.id, status: deletion.status, attempts: deletion.attempts },
      data: { status, failureReason: reason, completedAt: present ? null : new Date() },
    }),
  );
  if (count === 1 && status === "deleted")
    await issueErasureReceipt(
      deletion.id,
      "GET /v2/submission: no such submission (settled by asking)",
      null,
    );
  return count === 1 ? status : null;
}

/** One round: every deletion interrupted while executing, or left unknown. */
export async function reconcileDeletions(now = new Date()): Promise<number> {
  const stale = await db().deletionRequest.findMany({
    where: {
      OR: [
        { status: "unknown" },
        { status: "executing", lastAttemptAt: { lt: new Date(now.getTime() - interruptedAfterMs()) } },
      ],
    },
    orderBy: { requestedAt: "asc" },
    take: 100,
  });
  let settled = 0;
  for (const deletion of stale) {
    const record: RecordEvent = (details) =>
      recordAudit({
        actor: null,
        action: "deletion.reconcile",
        target: deletion.submissionId,
        outcome: "success",
        details,
      });
    if (await settleDeletion(deletion, record)) settled++;
  }
  return settled;
}
