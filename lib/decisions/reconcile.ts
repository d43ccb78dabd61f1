// Settles decisions left "pending" (the dashboard stopped, or the review call timed out,
// between the intent and the answer) by reading the submission's state at the service:
// already showing this decision's outcome -> applied; anything else -> not applied, and the
// reviewer decides again. Only intents older than any review call can take are read, so a
// call still in flight in another process is never judged.
import "server-only";
import { db } from "../db";
import { env } from "../env";
import { kyc } from "../kyc/connection";
import { settleDecision } from "./intent";

export async function reconcileDecisions(now = new Date()): Promise<number> {
  const pending = await db().decision.findMany({
    where: { upstream: "pending", createdAt: { lt: new Date(now.getTime() - env().reconcileAfterMs) } },
    orderBy: { createdAt: "asc" },
    take: 100,
  });
  let settled = 0;
  for (const decision of pending) {
    let result: string | null;
    try {
      result = (await kyc().getSubmission(decision.submissionId))?.kyc.result ?? null;
    } catch {
      continue; // the service cannot say now; the next round asks again
    }
    const applied = result === decision.outcome;
    const done = await settleDecision(decision, null, "decision.reconcile", {
      upstream: applied ? "applied" : "not_applied",
      upstreamResult: result,
      reason: applied
        ? undefined
        : result === null
          ? "the submission no longer exists at the KYC service"
          : `the KYC service shows ${result}; the decision was not applied`,
    });
    if (done) settled++;
  }
  return settled;
}
