// An assignment ends by itself when its case is decided or deleted. The queue's reads sweep
// before they scan, so a holder never shows on a settled case even if nothing called the
// hook; endAssignment is the hook a decision or a deletion can call to end it at once.
import "server-only";
import { recordAudit } from "../audit/record";
import type { Actor } from "../auth/actor";
import { db } from "../db";

export type EndReason = "decided" | "deleted";

/** Ends the assignment of one case (a no-op when nobody holds it), audited. */
export async function endAssignment(submissionId: string, reason: EndReason, actor: Actor | null = null) {
  const ended = await db().assignment.deleteMany({ where: { submissionId } });
  if (ended.count > 0)
    await recordAudit({
      action: "assignment.end",
      actor,
      target: submissionId,
      outcome: "success",
      details: { reason },
    });
}

/** Ends every assignment whose case was decided here or deleted. */
export async function endSettledAssignments(): Promise<void> {
  const held = await db().assignment.findMany({ select: { submissionId: true } });
  if (held.length === 0) return;
  const ids = held.map((h) => h.submissionId);
  const [decided, deleted] = await Promise.all([
    db().decision.findMany({ where: { submissionId: { in: ids } }, select: { submissionId: true } }),
    db().deletionRequest.findMany({
      where: { submissionId: { in: ids }, status: "deleted" },
      select: { submissionId: true },
    }),
  ]);
  const reasons = new Map<string, EndReason>();
  for (const d of deleted) reasons.set(d.submissionId, "deleted");
  for (const d of decided) reasons.set(d.submissionId, "decided");
  for (const [submissionId, reason] of reasons) await endAssignment(submissionId, reason);
}
