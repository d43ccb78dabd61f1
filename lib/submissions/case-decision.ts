// What the case page's decision area shows besides the case itself: the decisions recorded
// here and the one that stands, a four-eyes approval waiting for its second reviewer, the confirmed ones, and the
// settings that decide what the form offers.
import "server-only";
import { listDecisions } from "../decisions/decide";
import { confirmedApprovals, openApproval } from "../decisions/second-approval";
import { standingDecision } from "../decisions/standing";
import { env } from "../env";

export async function fetchDecisionArea(submissionId: string) {
  const [decisions, waiting, confirmed, standing] = await Promise.all([
    listDecisions(submissionId),
    openApproval(submissionId),
    confirmedApprovals(submissionId),
    standingDecision(submissionId),
  ]);
  const settings = env();
  return {
    decisions,
    waiting,
    confirmed,
    /** The case's one standing decision (docs/decisions/0031): the form is not offered again. */
    standing,
    /** An approval of a high-risk case needs a second reviewer. */
    fourEyes: settings.approval.fourEyes,
    /** The decision is applied by the KYC service (its review extension), not recorded here only. */
    appliedUpstream: settings.kyc.reviewExtension,
  };
}

export type DecisionArea = Awaited<ReturnType<typeof fetchDecisionArea>>;
