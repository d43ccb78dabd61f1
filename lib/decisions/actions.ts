"use server";
// The decision on a submission: the one mutation of the review workspace, through the
// action wrapper (session -> zod -> permission -> audit "decision.record").
import { revalidatePath } from "next/cache";
import { action } from "@/lib/actions/action";
import { decide } from "@/lib/decisions/decide";
import { DecisionInput } from "@/lib/decisions/reasons";
import { openApproval, settleApproval } from "@/lib/decisions/second-approval";
import { standingDecisionOf } from "@/lib/decisions/standing";

const recordDecision = action(
  {
    input: DecisionInput,
    permission: "submissions:decide",
    audit: "decision.record",
    target: (input) => input.submissionId,
    statedReason: (input) => input.note,
  },
  async (input, ctx) => {
    const result = await decide(input, ctx.actor, { askHolder: true }).catch((error: unknown) => {
      // A second decision is an attempt, not a Decision: its event names the one that stands.
      const standing = standingDecisionOf(error);
      if (standing) ctx.note({ details: { outcome: input.outcome, standingDecision: standing } });
      throw error;
    });
    // A rejection ends any approval still waiting for a second reviewer.
    const waiting = input.outcome === "rejected" ? await openApproval(input.submissionId) : null;
    if (waiting) await settleApproval(waiting.id, "closed");
    ctx.note({
      details: {
        outcome: input.outcome,
        reasonCode: input.reasonCode,
        upstream: result.upstream,
        commentSent: input.outcome === "rejected" && !!input.rejectionComment,
        ...(result.inPlaceOf ? { inPlaceOf: result.inPlaceOf } : {}),
        ...(result.caseRecord !== undefined ? { caseRecord: result.caseRecord } : {}),
      },
    });
    revalidatePath(`/submissions/${encodeURIComponent(input.submissionId)}`);
    return result;
  },
);

// Refusals of the rules that concern one field (the note, the holder) come with that field
// (SafeError's `field`), so the form shows them there.
export async function recordDecisionAction(_previous: unknown, form: FormData) {
  return recordDecision(form);
}
