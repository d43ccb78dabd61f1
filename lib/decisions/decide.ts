// Records a reviewer's decision: applied upstream through the vendor's review
// (POST /v3/submission/review; docs/decisions/0014) when configuration says the upstream
// offers it, stored in the dashboard database either way. Called only through the action
// wrapper (lib/decisions/actions.ts).
import "server-only";
import { SafeError } from "../actions/result";
import type { Actor } from "../auth/actor";
import { db } from "../db";
import { env } from "../env";
import { upstream } from "../actions/upstream";
import { kyc } from "../kyc/connection";
import { adminNameFor } from "../kyc/admin-name";
import { reasonLabel, type DecisionInput } from "./reasons";

type UpstreamOutcome = "applied" | "recorded_only";

const notRecorded = "The decision was not recorded: ";

export async function decide(
  input: DecisionInput,
  actor: Actor,
  options: { reviewExtension?: boolean } = {},
) {
  const reviewExtension = options.reviewExtension ?? env().kyc.reviewExtension;
  const record = await upstream(() => kyc().getSubmission(input.submissionId), "decision", notRecorded);
  if (!record)
    throw new SafeError(`The KYC service has no submission ${input.submissionId}; it may have been deleted.`);
  if (record.kyc.result !== "pending") {
    throw new SafeError(
      `This submission is already ${record.kyc.result}; only a pending submission can be decided.`,
    );
  }
  let upstreamResult: string | undefined;
  if (reviewExtension) {
    const admin = await adminNameFor(actor);
    const reviewed = await upstream(
      () =>
        kyc().reviewSubmission({
          submissionId: input.submissionId,
          status: input.outcome,
          ...(input.outcome === "rejected" ? { rejectComment: rejectComment(input) } : {}),
          admin,
        }),
      "decision",
      notRecorded,
    );
    upstreamResult = reviewed.finalStatus;
  }
  const upstreamOutcome: UpstreamOutcome = reviewExtension ? "applied" : "recorded_only";
  const decision = await db().decision.create({
    data: {
      submissionId: input.submissionId,
      outcome: input.outcome,
      reasonCode: input.reasonCode,
      note: input.note ?? null,
      reviewerId: actor.id,
      reviewerEmail: actor.email,
      upstream: upstreamOutcome,
      upstreamResult: upstreamResult ?? null,
    },
  });
  return { id: decision.id, upstream: upstreamOutcome };
}

/**
 * The vendor keeps one free-text reason: the reason's words, then the reviewer's note. The
 * reason code stays in the dashboard's Decision row, where the reports read it.
 */
export function rejectComment(input: Pick<DecisionInput, "outcome" | "reasonCode" | "note">): string {
  const label = reasonLabel(input.outcome, input.reasonCode);
  return (input.note ? `${label}: ${input.note}` : label).slice(0, 2000);
}

export function listDecisions(submissionId: string) {
  return db().decision.findMany({ where: { submissionId }, orderBy: { createdAt: "desc" }, take: 20 });
}
