"use server";
// The decision on a submission: the one mutation of the review workspace, through the
// action wrapper (session -> zod -> permission -> audit "decision.record").
import { revalidatePath } from "next/cache";
import { action } from "@/lib/actions/action";
import { inPlaceOfQuestion } from "@/lib/assignments/in-place-of";
import { noteNeeded } from "@/lib/decisions/approval-rules";
import { decide } from "@/lib/decisions/decide";
import { DecisionInput } from "@/lib/decisions/reasons";
import { openApproval, settleApproval } from "@/lib/decisions/second-approval";

const recordDecision = action(
  {
    input: DecisionInput,
    permission: "submissions:decide",
    audit: "decision.record",
    target: (input) => input.submissionId,
    statedReason: (input) => input.note,
  },
  async (input, ctx) => {
    const result = await decide(input, ctx.actor, { askHolder: true });
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

export async function recordDecisionAction(_previous: unknown, form: FormData) {
  const result = await recordDecision(form);
  // Refusals of the rules that concern one field are shown at that field.
  if (!result.ok && result.error.startsWith(noteNeeded))
    return { ...result, fieldErrors: { ...result.fieldErrors, note: [result.error] } };
  if (!result.ok && result.error.endsWith(inPlaceOfQuestion))
    return { ...result, fieldErrors: { ...result.fieldErrors, inPlaceOf: [result.error] } };
  return result;
}
