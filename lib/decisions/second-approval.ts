// Four-eyes approval of a High-risk case: the first approval is stored as an open request and
// nothing goes upstream; a second reviewer confirms it (second-approval-actions.ts). The
// database holds the rules, so they hold across dashboard processes: one open request per
// case (unique openKey), and one confirmation per request (a conditional update claims it).
import "server-only";
import { refusal } from "../actions/refusal";
import type { Actor } from "../auth/actor";
import { db } from "../db";
import { env } from "../env";
import type { DecisionInput } from "./reasons";

export async function requestSecondApproval(input: DecisionInput, actor: Actor): Promise<string> {
  try {
    const created = await db().approvalRequest.create({
      data: {
        submissionId: input.submissionId,
        openKey: input.submissionId,
        reasonCode: input.reasonCode,
        note: input.note ?? null,
        requestedById: actor.id,
        requestedByEmail: actor.email,
      },
    });
    return created.id;
  } catch (error) {
    if ((error as { code?: string } | null)?.code === "P2002")
      throw refusal("decision.refusals.alreadyWaiting");
    throw error;
  }
}

/** Claims an open request for the actor; throws a message naming why it cannot be claimed. */
export async function claimApproval(id: string, actor: Actor) {
  const fourEyes = env().approval.fourEyes;
  const claimed = await db().approvalRequest.updateMany({
    where: { id, status: "pending", ...(fourEyes ? { requestedById: { not: actor.id } } : {}) },
    data: { status: "confirming", decidedById: actor.id, decidedByEmail: actor.email, decidedAt: new Date() },
  });
  const request = await db().approvalRequest.findUnique({ where: { id } });
  if (!request) throw refusal("decision.refusals.noSuchApproval");
  if (claimed.count === 1) return request;
  if (request.status === "pending") throw refusal("decision.refusals.ownApproval");
  throw refusal("decision.refusals.approvalTaken");
}

/** Ends a request: confirmed when the decision went through, back to pending when it failed. */
export async function settleApproval(id: string, outcome: "approved" | "pending" | "closed") {
  await db().approvalRequest.updateMany({
    where: { id, status: outcome === "closed" ? "pending" : "confirming" },
    data:
      outcome === "pending"
        ? { status: "pending", decidedById: null, decidedByEmail: null, decidedAt: null }
        : { status: outcome, openKey: null },
  });
}

export function openApproval(submissionId: string) {
  return db().approvalRequest.findUnique({ where: { openKey: submissionId } });
}

/** Confirmed four-eyes approvals of a case, for the decision history. */
export function confirmedApprovals(submissionId: string) {
  return db().approvalRequest.findMany({
    where: { submissionId, status: "approved" },
    orderBy: { requestedAt: "desc" },
  });
}
