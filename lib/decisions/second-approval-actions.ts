"use server";
// The second reviewer confirms a waiting High-risk approval, through the action wrapper
// (audited as "decision.confirm_approval"). The confirmation re-checks every approval rule
// against the case as it is now, then applies the first reviewer's reason and note.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { invalid } from "../actions/words";
import { action } from "../actions/action";
import { SubmissionId } from "../submissions/submission-id";
import { decide } from "./decide";
import { claimApproval, settleApproval } from "./second-approval";
import { standingDecisionOf } from "./standing";

const ConfirmInput = z.object({
  approvalId: z.string().min(1, invalid("approvalMissing")).max(100),
  submissionId: SubmissionId,
});

const confirmApproval = action(
  {
    input: ConfirmInput,
    permission: "submissions:decide",
    audit: "decision.confirm_approval",
    target: (input) => input.submissionId,
  },
  async (input, { actor, note }) => {
    const request = await claimApproval(input.approvalId, actor);
    let result;
    try {
      result = await decide(
        {
          submissionId: request.submissionId,
          outcome: "approved",
          reasonCode: request.reasonCode,
          note: request.note ?? undefined,
          rejectionComment: undefined,
        },
        actor,
        { secondApproval: true },
      );
    } catch (error) {
      await settleApproval(request.id, "pending");
      const standing = standingDecisionOf(error);
      if (standing) {
        // The case was decided meanwhile: the request can never be confirmed.
        await settleApproval(request.id, "closed");
        note({ details: { approvalId: request.id, standingDecision: standing } });
      }
      throw error;
    }
    await settleApproval(request.id, "approved");
    note({
      target: request.submissionId,
      details: {
        approvalId: request.id,
        firstReviewer: request.requestedById,
        caseRecord: result.caseRecord,
      },
    });
    revalidatePath(`/submissions/${encodeURIComponent(request.submissionId)}`);
    return result;
  },
);

export async function confirmApprovalAction(_previous: unknown, form: FormData) {
  return confirmApproval(form);
}
