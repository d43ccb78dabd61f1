"use server";
// Who holds a case: claim, release, assign (one or many) and "Next", each through the action
// wrapper so every change of holder is checked and audited ("assignment.*"). A case is held
// only if the KYC service knows it; releasing needs no such check (a hold on a case deleted
// since must still be endable).
import { z } from "zod";
import { action } from "@/lib/actions/action";
import { refusal } from "@/lib/actions/refusal";
import { SafeError } from "@/lib/actions/result";
import { invalid } from "@/lib/actions/words";
import { can } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { knownSubmission, unknownSubmission, unknownSubmissions } from "@/lib/submissions/known-submission";
import { SubmissionId as submissionId } from "@/lib/submissions/submission-id";
import { hold, release } from "./hold";
import { claimNext } from "./next";
import { holdersOf } from "./queries";

export const claimCase = action(
  {
    input: z.object({ submissionId, takeOverFrom: z.string().min(1).max(200).optional() }),
    permission: "submissions:decide",
    audit: "assignment.claim",
    target: (input) => input.submissionId,
  },
  async (input, { actor, note }) => {
    await knownSubmission(input.submissionId, "claim", "kycService.notDone.claim");
    const result = await hold(input.submissionId, actor.id, actor.id, input.takeOverFrom);
    // Kept only when it names an account: the field comes from the browser and may hold anything.
    const from = input.takeOverFrom;
    const named = from !== undefined && (await db().reviewer.count({ where: { id: from } })) > 0;
    note({ details: { tookOverFrom: named ? from : undefined, held: result.held } });
    return result;
  },
);

export const releaseCase = action(
  { input: z.object({ submissionId }), permission: "submissions:decide", audit: "assignment.release" },
  async (input, { actor, note }) => {
    const released = await release(input.submissionId, actor.id, can(actor.role, "assignments:manage"));
    // The target only when a hold ended: an id that names nothing here may be anything typed.
    if (released) note({ target: input.submissionId });
    return { released };
  },
);

export const assignCases = action(
  {
    input: z.object({
      submissionIds: z.array(submissionId).min(1, invalid("selectCases")).max(2000),
      reviewerId: z.string().min(1, invalid("chooseReviewer")).max(200),
      takeOver: z.boolean().default(false),
    }),
    permission: "assignments:manage",
    audit: "assignment.assign",
  },
  async (input, { actor, note }) => {
    const reviewer = await db().reviewer.findUnique({ where: { id: input.reviewerId } });
    if (!reviewer || reviewer.disabled) throw refusal("assignments.errors.noReviewer");
    const single = input.submissionIds.length === 1;
    const unknown = await unknownSubmissions(input.submissionIds, "assign");
    if (single && unknown.size) {
      const said = unknownSubmission(input.submissionIds[0]!);
      throw refusal(said.key, said.values);
    }
    const before = await holdersOf(input.submissionIds);
    const assigned: string[] = [];
    const skipped: string[] = [];
    for (const id of input.submissionIds.filter((id) => !unknown.has(id))) {
      const from = input.takeOver ? before[id]?.id : undefined;
      const result = await hold(id, reviewer.id, actor.id, from).catch((error: unknown) => {
        if (error instanceof SafeError && !single) return null; // decided: skip
        throw error;
      });
      (result?.held ? assigned : skipped).push(id);
    }
    if (single) note({ target: input.submissionIds[0] });
    // Ids the service does not know are only counted: what was typed there may be anything.
    note({ details: { to: reviewer.id, assigned, skipped, unknown: unknown.size } });
    return { assigned: assigned.length, skipped: skipped.length + unknown.size, to: reviewer.name };
  },
);

export const claimNextCase = action(
  {
    input: z.object({ query: z.string().max(4000) }),
    permission: "submissions:decide",
    audit: "assignment.claim_next",
  },
  async (input, { actor, note }) => {
    const id = await claimNext(input.query, actor.id);
    if (id) note({ target: id });
    return { submissionId: id };
  },
);
