// Records a reviewer's decision: applied upstream through the vendor's review
// (POST /v3/submission/review; docs/decisions/0014) when configuration says the upstream
// offers it, stored in the dashboard database either way. Called only through the action
// wrapper (lib/decisions/actions.ts).
// Write-ahead (intent.ts): the decision row and its audit event exist before the upstream
// call, so a crash during it leaves a "pending" row the reconciler settles. The row is the
// case's one standing decision (standing.ts), in both modes: a second is refused.
import "server-only";
import { refusal } from "../actions/refusal";
import type { Actor } from "../auth/actor";
import { db } from "../db";
import { env } from "../env";
import { kyc } from "../kyc/connection";
import { currentVerdicts, ruledVerdict } from "../aml-verdicts/verdicts";
import { endAssignment } from "../assignments/end";
import { adminNameFor } from "../kyc/admin-name";
import { knownSubmission } from "../submissions/known-submission";
import { upstreamFailure } from "../kyc/errors";
import { confirmInPlaceOf } from "../assignments/in-place-of";
import { groupBeforeApproval } from "../duplicates/lookup";
import { approvalRefusal, isHighRisk, type Refusal } from "./approval-rules";
import { duplicateRefusal } from "./duplicate-rule";
import { deletionRefusal } from "./deletion-rule";
import { fetchPendingDeletion } from "../deletions/queries";
import { createDecisionIndexed } from "../case-index/mark";
import { decisionRow, recordDecisionIntent, settleDecision } from "./intent";
import { reasonLabel, type DecisionInput } from "./reasons";
import { requestSecondApproval } from "./second-approval";
import { asStanding, refuseIfDecided } from "./standing";
import { issueCaseRecord, type CaseRecordRef } from "../evidence/issue-case-record";

type UpstreamOutcome = "applied" | "recorded_only";

// What an upstream failure before the decision says was not done (the failure's words follow).
const notRecorded = "kycService.notDone.decision";

export async function decide(
  input: DecisionInput,
  actor: Actor,
  // secondApproval: the second reviewer of a four-eyes approval is deciding (second-approval.ts).
  // askHolder: a reviewer's own decision, which asks first when someone else holds the case.
  options: { reviewExtension?: boolean; secondApproval?: boolean; askHolder?: boolean } = {},
): Promise<{
  id: string;
  upstream: UpstreamOutcome | "awaiting_second";
  inPlaceOf?: string;
  /** The signed case record of a decision taken (lib/evidence/); null if it could not be issued. */
  caseRecord?: CaseRecordRef | null;
}> {
  const reviewExtension = options.reviewExtension ?? env().kyc.reviewExtension;
  const record = await knownSubmission(input.submissionId, "decision", notRecorded);
  // One standing decision per case, in every mode: a decision recorded here only leaves the
  // upstream pending, so the upstream's status alone cannot refuse a second one (standing.ts).
  await refuseIfDecided(input.submissionId);
  if (record.kyc.result !== "pending") {
    throw refusal("decision.refusals.notPending", { status: record.kyc.result });
  }
  const verdicts = await currentVerdicts(input.submissionId, record);
  const refused: Refusal | null =
    deletionRefusal(input.outcome, await fetchPendingDeletion(input.submissionId)) ??
    approvalRefusal(input, record, (id) => ruledVerdict(verdicts.get(id)));
  if (refused) throw refusal(refused.key, refused.values, { field: refused.field });
  if (input.outcome === "approved") {
    const duplicates = duplicateRefusal(await groupBeforeApproval(record, notRecorded));
    if (duplicates) throw refusal(duplicates.key, duplicates.values);
  }
  // Asked after the rules: a decision they refuse needs no question about who holds the case.
  const holder = options.askHolder
    ? await confirmInPlaceOf(input.submissionId, actor.id, input.inPlaceOf)
    : null;
  const inPlaceOf = holder ? { inPlaceOf: holder.id } : {};
  if (
    input.outcome === "approved" &&
    isHighRisk(record) &&
    env().approval.fourEyes &&
    !options.secondApproval
  )
    return { id: await requestSecondApproval(input, actor), upstream: "awaiting_second", ...inPlaceOf };
  if (!reviewExtension) {
    const decision = await asStanding(input.submissionId, () =>
      createDecisionIndexed(decisionRow(input, actor, "recorded_only"), record),
    );
    await endAssignment(input.submissionId, "decided", actor);
    const caseRecord = await issueCaseRecord(decision.id, record, actor);
    return { id: decision.id, upstream: "recorded_only", ...inPlaceOf, caseRecord };
  }
  const decision = await asStanding(input.submissionId, () =>
    createDecisionIndexed(decisionRow(input, actor, "pending"), record),
  );
  await recordDecisionIntent(decision, actor);
  let reviewed;
  try {
    reviewed = await kyc().reviewSubmission({
      submissionId: input.submissionId,
      status: input.outcome,
      ...(input.outcome === "rejected" ? { rejectComment: rejectComment(input) } : {}),
      admin: await adminNameFor(actor),
    });
  } catch (error) {
    const failure = upstreamFailure(error, "decision");
    // A 4xx is a definite refusal; a timeout or 5xx may still have been applied, so the row
    // stays pending for the reconciler to read the service's state.
    if (failure.status >= 400 && failure.status < 500) {
      await settleDecision(decision, actor, "decision.upstream", {
        upstream: "refused",
        upstreamResult: null,
        reason: `${failure.code}: ${failure.userMessage}`,
      });
    }
    throw refusal("decision.refusals.notApplied", { message: [failure.said] });
  }
  await settleDecision(decision, actor, "decision.upstream", {
    upstream: "applied",
    upstreamResult: reviewed.finalStatus,
  });
  await endAssignment(input.submissionId, "decided", actor);
  const caseRecord = await issueCaseRecord(decision.id, record, actor);
  return { id: decision.id, upstream: "applied", ...inPlaceOf, caseRecord };
}

/**
 * The vendor keeps one free-text reason: the reason's words, then the text the reviewer chose
 * to send. The internal note stays in the dashboard; the reason code stays in the Decision row.
 */
export function rejectComment(
  input: Pick<DecisionInput, "outcome" | "reasonCode" | "rejectionComment">,
): string {
  const label = reasonLabel(input.outcome, input.reasonCode);
  return (input.rejectionComment ? `${label}: ${input.rejectionComment}` : label).slice(0, 2000);
}

export function listDecisions(submissionId: string) {
  return db().decision.findMany({ where: { submissionId }, orderBy: { createdAt: "desc" }, take: 20 });
}
