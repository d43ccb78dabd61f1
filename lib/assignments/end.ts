// An assignment ends when its case is decided or deleted: endAssignment is what a decision or a
// deletion calls to end it at once; the case index's sync sweeps up any it missed (a crash in
// between), audited with the system as actor. Page views never end anything.
import "server-only";
import { recordAudit } from "../audit/record";
import type { Actor } from "../auth/actor";
import { inChunks } from "../database/in-chunks";
import { db } from "../db";
import { endHold } from "./write";

export type EndReason = "decided" | "deleted";

/** Ends the assignment of one case (a no-op when nobody holds it), audited. */
export async function endAssignment(submissionId: string, reason: EndReason, actor: Actor | null = null) {
  if ((await endHold(submissionId)) > 0)
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
    inChunks(ids, (part) =>
      db().decision.findMany({ where: { submissionId: { in: part } }, select: { submissionId: true } }),
    ),
    inChunks(ids, (part) =>
      db().deletionRequest.findMany({
        where: { submissionId: { in: part }, status: "deleted" },
        select: { submissionId: true },
      }),
    ),
  ]);
  const reasons = new Map<string, EndReason>();
  for (const d of deleted) reasons.set(d.submissionId, "deleted");
  for (const d of decided) reasons.set(d.submissionId, "decided");
  for (const [submissionId, reason] of reasons) await endAssignment(submissionId, reason);
}
