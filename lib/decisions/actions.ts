"use server";
// The decision on a submission: the one mutation of the review workspace, through the
// action wrapper (session -> zod -> permission -> audit "decision.record").
import { revalidatePath } from "next/cache";
import { action } from "@/lib/actions/action";
import { decide } from "@/lib/decisions/decide";
import { DecisionInput } from "@/lib/decisions/reasons";

const recordDecision = action(
  {
    input: DecisionInput,
    permission: "submissions:decide",
    audit: "decision.record",
    target: (input) => input.submissionId,
    statedReason: (input) => input.note,
  },
  async (input, ctx) => {
    const result = await decide(input, ctx.actor);
    ctx.note({
      details: { outcome: input.outcome, reasonCode: input.reasonCode, upstream: result.upstream },
    });
    revalidatePath(`/submissions/${encodeURIComponent(input.submissionId)}`);
    return result;
  },
);

export async function recordDecisionAction(_previous: unknown, form: FormData) {
  return recordDecision(form);
}
