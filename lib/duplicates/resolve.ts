// Resolving a case's possible duplicates. The group's status moves by a conditional update
// naming the status it replaces, so of two reviewers (or two dashboards) exactly one resolves
// it; what the resolution does (a rejection through decide(), a deletion request through
// lib/deletions/, an escalation to a manager through lib/assignments/) runs after it wins and
// puts the group back if that step is refused, so no resolution stands without its effect.
import "server-only";
import { refusal } from "../actions/refusal";
import type { Actor } from "../auth/actor";
import { db } from "../db";
import { decide } from "../decisions/decide";
import { openApproval, settleApproval } from "../decisions/second-approval";
import { clearedResolution, type GroupStatus } from "./store";
import { outcomeMessage } from "./words";

type Claim = { from: GroupStatus; to: GroupStatus; outcome: string; reason: string };

async function loadGroup(submissionId: string) {
  const group = await db().duplicateGroup.findUnique({ where: { submissionId } });
  if (!group || group.status === "clear") throw refusal("duplicates.errors.noneRecorded");
  return group;
}

export async function openGroup(submissionId: string) {
  const group = await loadGroup(submissionId);
  if (group.status === "escalated") throw refusal("duplicates.errors.escalated");
  if (group.status === "resolved")
    throw refusal("duplicates.errors.alreadyResolved", { outcome: [outcomeMessage(group.outcome)] });
  return group;
}

export async function escalatedGroup(submissionId: string) {
  const group = await loadGroup(submissionId);
  if (group.status !== "escalated") throw refusal("duplicates.errors.notEscalated");
  return group;
}

/** Moves the group from `from` to `to`; false when someone else moved it first. */
export async function claimGroup(submissionId: string, actor: Actor, claim: Claim, extra = {}) {
  const at = new Date();
  const moved = await db().duplicateGroup.updateMany({
    where: { submissionId, status: claim.from },
    data: {
      status: claim.to,
      outcome: claim.outcome,
      reason: claim.reason,
      resolvedById: actor.id,
      resolvedByEmail: actor.email,
      resolvedAt: at,
      ...extra,
    },
  });
  if (moved.count === 0) throw refusal("duplicates.errors.resolvedMeanwhile");
  // Puts the group back as it was, if the resolution's effect was refused.
  return async (previous: { outcome: string | null; reason: string | null } = clearedResolution) => {
    await db().duplicateGroup.updateMany({
      where: { submissionId, status: claim.to, resolvedById: actor.id, resolvedAt: at },
      data: {
        ...clearedResolution,
        ...previous,
        status: claim.from,
        ...(claim.to === "escalated"
          ? { escalatedById: null, escalatedToId: null, escalatedAt: null, escalationReason: null }
          : {}),
      },
    });
  };
}

/** The case rejected with a duplicate reason through the ordinary decision path. */
export async function rejectAsDuplicate(
  submissionId: string,
  reasonCode: "duplicate_account" | "duplicate_fraud",
  note: string,
  actor: Actor,
) {
  const result = await decide(
    { submissionId, outcome: "rejected", reasonCode, note, rejectionComment: undefined },
    actor,
  );
  // As with any rejection, an approval waiting for a second reviewer ends (decisions/actions.ts).
  const waiting = await openApproval(submissionId);
  if (waiting) await settleApproval(waiting.id, "closed");
  return result;
}
