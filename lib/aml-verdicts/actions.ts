"use server";
// A reviewer's verdict on one AML match (true match, false positive, escalate) with a reason,
// through the action wrapper (audited as "aml.verdict"). The match must belong to the case as
// the KYC service reports it now, so a verdict can never name a match the case does not have.
// A later verdict on the same match changes it (the newest counts); the reason is required.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { refusal } from "../actions/refusal";
import { invalid } from "../actions/words";
import { action } from "../actions/action";
import { createVerdictIndexed } from "../case-index/mark";
import { db } from "../db";
import { knownSubmission } from "../submissions/known-submission";
import { SubmissionId } from "../submissions/submission-id";
import { coverageOf } from "./standing";
import { applicantKeyOf, listKeyOf } from "./verdicts";

// Messages are keys of the catalogues' `validation` section (lib/actions/words.ts).
const VerdictInput = z.object({
  submissionId: SubmissionId,
  resourceId: z.string().trim().min(1, invalid("verdictMatch")).max(200),
  verdict: z.enum(["true_match", "false_positive", "escalate"], {
    error: invalid("verdict"),
  }),
  reason: z
    .string({ error: invalid("verdictReason") })
    .trim()
    .min(5, invalid("verdictReasonShort"))
    .max(1000, invalid("reasonLong")),
});

const recordVerdict = action(
  {
    input: VerdictInput,
    permission: "submissions:decide",
    audit: "aml.verdict",
    target: (input) => input.submissionId,
    statedReason: (input) => input.reason,
  },
  async (input, { actor, note }) => {
    const record = await knownSubmission(input.submissionId, "aml verdict", "kycService.notDone.verdict");
    const match = record.aml?.matches?.find((m) => m.resource_id === input.resourceId);
    if (!match) throw refusal("case.verdict.errors.gone");
    // A verdict may be changed: the newest counts; the event says what it replaced.
    const previous = await db().amlVerdict.findFirst({
      where: { submissionId: input.submissionId, resourceId: input.resourceId },
      orderBy: { createdAt: "desc" },
      select: { verdict: true },
    });
    const created = await createVerdictIndexed(
      {
        submissionId: input.submissionId,
        resourceId: input.resourceId,
        listKey: listKeyOf(match),
        applicantKey: applicantKeyOf(record),
        verdict: input.verdict,
        reason: input.reason,
        reviewerId: actor.id,
        reviewerEmail: actor.email,
        ...coverageOf(match),
      },
      record,
    );
    note({
      details: {
        resourceId: input.resourceId,
        verdict: input.verdict,
        ...(previous ? { previous: previous.verdict } : {}),
      },
    });
    revalidatePath(`/submissions/${encodeURIComponent(input.submissionId)}`);
    return { id: created.id };
  },
);

export async function recordVerdictAction(_previous: unknown, form: FormData) {
  return recordVerdict(form);
}
