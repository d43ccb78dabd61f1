// Records a reviewer's decision: applied upstream through the service's review extension
// when configuration says the upstream offers it, stored in the dashboard database either
// way. Called only through the action wrapper (lib/decisions/actions.ts).
import "server-only";
import { SafeError } from "../actions/result";
import type { Actor } from "../auth/actor";
import { db } from "../db";
import { env } from "../env";
import { upstream } from "../actions/upstream";
import { kyc } from "../kyc/connection";
import { currentVerdicts } from "../aml-verdicts/verdicts";
import { approvalRefusal, isHighRisk } from "./approval-rules";
import type { DecisionInput } from "./reasons";
import { requestSecondApproval } from "./second-approval";

type UpstreamOutcome = "applied" | "recorded_only";

const notRecorded = "The decision was not recorded: ";

export async function decide(
  input: DecisionInput,
  actor: Actor,
  // secondApproval: the second reviewer of a four-eyes approval is deciding (second-approval.ts).
  options: { reviewExtension?: boolean; secondApproval?: boolean } = {},
): Promise<{ id: string; upstream: UpstreamOutcome | "awaiting_second" }> {
  const reviewExtension = options.reviewExtension ?? env().kyc.reviewExtension;
  const record = await upstream(() => kyc().getSubmission(input.submissionId), "decision", notRecorded);
  if (!record)
    throw new SafeError(`The KYC service has no submission ${input.submissionId}; it may have been deleted.`);
  if (record.kyc.result !== "pending") {
    throw new SafeError(
      `This submission is already ${record.kyc.result}; only a pending submission can be decided.`,
    );
  }
  const verdicts = await currentVerdicts(input.submissionId);
  const refusal = approvalRefusal(input, record, (id) => verdicts.get(id)?.verdict);
  if (refusal) throw new SafeError(refusal);
  if (
    input.outcome === "approved" &&
    isHighRisk(record) &&
    env().approval.fourEyes &&
    !options.secondApproval
  )
    return { id: await requestSecondApproval(input, actor), upstream: "awaiting_second" };
  let upstreamResult: string | undefined;
  if (reviewExtension) {
    const reviewed = await upstream(
      () =>
        kyc().reviewSubmission({
          submission_id: input.submissionId,
          result: input.outcome,
          commentCode: input.reasonCode,
          // The internal note stays here; only what the reviewer chose to send goes upstream.
          comment: input.outcome === "rejected" ? input.rejectionComment : undefined,
        }),
      "decision",
      notRecorded,
    );
    upstreamResult = reviewed.result;
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

export function listDecisions(submissionId: string) {
  return db().decision.findMany({ where: { submissionId }, orderBy: { createdAt: "desc" }, take: 20 });
}
