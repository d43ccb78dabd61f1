// The write-ahead record of a decision applied upstream. The Decision row is created with
// upstream "pending" and audited as `decision.intent` before the review call; the outcome
// ("applied", "refused" by the service, or "not_applied" found by the reconciler) is
// audited, then stored with an update conditional on the row still being pending, so two
// processes settling the same decision store it once. Only a pending, applied or recorded
// decision stands (standing.ts): one that did not take releases the case.
import "server-only";
import { recordAudit } from "../audit/record";
import type { Actor } from "../auth/actor";
import { reopenIndexed } from "../case-index/mark";
import { db } from "../db";
import type { DecisionInput } from "./reasons";

export type DecisionUpstream = "pending" | "applied" | "refused" | "not_applied" | "recorded_only";

interface DecisionIntent {
  id: string;
  submissionId: string;
  outcome: string;
  reasonCode: string;
}

export function decisionRow(input: DecisionInput, actor: Actor, upstream: DecisionUpstream) {
  return {
    submissionId: input.submissionId,
    outcome: input.outcome,
    reasonCode: input.reasonCode,
    note: input.note ?? null,
    reviewerId: actor.id,
    reviewerEmail: actor.email,
    upstream,
  };
}

export function recordDecisionIntent(decision: DecisionIntent, actor: Actor) {
  return recordAudit({
    actor,
    action: "decision.intent",
    target: decision.submissionId,
    outcome: "success",
    details: { decisionId: decision.id, outcome: decision.outcome, reasonCode: decision.reasonCode },
  });
}

export interface DecisionSettlement {
  upstream: Exclude<DecisionUpstream, "pending" | "recorded_only">;
  upstreamResult: string | null;
  reason?: string;
}

/** Audits the outcome first (a crash before the update is settled again by the reconciler). */
export async function settleDecision(
  decision: DecisionIntent,
  actor: Actor | null,
  action: "decision.upstream" | "decision.reconcile",
  settlement: DecisionSettlement,
): Promise<boolean> {
  await recordAudit({
    actor,
    action,
    target: decision.submissionId,
    outcome: settlement.upstream === "applied" ? "success" : "failure",
    reason: settlement.reason,
    details: {
      decisionId: decision.id,
      outcome: decision.outcome,
      upstream: settlement.upstream,
      upstreamResult: settlement.upstreamResult,
    },
  });
  const stands = settlement.upstream === "applied";
  // A decision that did not take no longer stands: its standingKey is released (another
  // decision may be made) and the case is open again in the index, in one transaction.
  return db().$transaction(async (tx) => {
    const { count } = await tx.decision.updateMany({
      where: { id: decision.id, upstream: "pending" },
      data: {
        upstream: settlement.upstream,
        upstreamResult: settlement.upstreamResult,
        ...(stands ? {} : { standingKey: null }),
      },
    });
    if (count === 1 && !stands) await reopenIndexed(tx, decision.submissionId, settlement.upstreamResult);
    return count === 1;
  });
}
