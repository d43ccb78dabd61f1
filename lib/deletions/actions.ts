"use server";
// Four-eyes deletion of a submission: someone requests it with a reason; a manager other
// than the requester (unless DELETION_FOUR_EYES=off) approves after checking the case (the
// Deletions page shows the applicant; the approval carries the approver's confirmation that
// it is the right one), which carries it out (lib/deletions/execute.ts). Failed or unknown outcomes can be
// retried, or resolved by asking the KYC service whether the submission still exists;
// neither is open to the requester, so no one completes a deletion alone, after a crash
// included. Each step's event is recorded before the upstream call it leads to.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { refusal } from "../actions/refusal";
import { invalid } from "../actions/words";
import { action } from "../actions/action";
import { emailHmac } from "../audit/hmac";
import { db } from "../db";
import { env } from "../env";
import { knownSubmission } from "../submissions/known-submission";
import { SubmissionId } from "../submissions/submission-id";
import { carryOutDeletion, commitIntent } from "./execute";
import { settleDeletion } from "./reconcile";
import { deletionRetention, erasureScope } from "../evidence/deletion-terms";
import { legalBasisCodes } from "../evidence/retention";
import { canRetry, effectiveStatus } from "./states";

const reason = z
  .string()
  .trim()
  .min(5, { error: invalid("deletionReasonShort") })
  .max(1000);
const deletionId = z.string().min(1).max(100);
const handledElsewhere = () => refusal("deletions.errors.handledElsewhere");

async function loadDeletion(id: string) {
  const deletion = await db().deletionRequest.findUnique({ where: { id } });
  if (!deletion) throw refusal("deletions.errors.noSuch");
  return deletion;
}

/** The four-eyes rule as part of the conditional update, so it holds across processes. */
function fourEyesGuard(actor: { id: string }, approved: boolean) {
  if (!env().deletion.fourEyes) return {};
  return { requestedById: { not: actor.id }, ...(approved ? { decidedById: { not: null } } : {}) };
}

function refuseOwn(deletion: { requestedById: string }, actor: { id: string }) {
  if (env().deletion.fourEyes && deletion.requestedById === actor.id)
    throw refusal("deletions.errors.notYourOwn");
}

export const requestDeletion = action(
  {
    input: z.object({
      submissionId: SubmissionId,
      reason,
      // Asked only while the case is under retention (lib/evidence/retention.ts).
      legalBasis: z.preprocess(
        (v) => (v === "" ? undefined : v),
        z.enum(legalBasisCodes, { error: invalid("legalBasis") }).optional(),
      ),
    }),
    permission: "deletions:request",
    audit: "deletion.request",
    target: (i) => i.submissionId,
    statedReason: (i) => i.reason,
  },
  async (input, { actor, note }) => {
    const record = await knownSubmission(input.submissionId, "deletion");
    const open = await db().deletionRequest.findFirst({
      where: { submissionId: input.submissionId, status: { notIn: ["deleted", "rejected"] } },
    });
    if (open) throw refusal("caseDeletion.errors.underWay");
    const retention = await deletionRetention(record, input.legalBasis);
    const created = await db().deletionRequest.create({
      data: {
        submissionId: input.submissionId,
        submissionCreatedAt: new Date(record.created_at),
        submissionStatus: record.kyc.result,
        emailHmac: record.email ? emailHmac(env().audit.hmacKey(), record.email) : null,
        reason: input.reason,
        requestedById: actor.id,
        requestedByEmail: actor.email,
        ...retention,
        scope: await erasureScope(record),
      },
    });
    note({ details: { deletionId: created.id, ...retention } });
    revalidatePath("/deletions");
    // The case page marks the pending deletion beside the decision at once.
    revalidatePath(`/submissions/${encodeURIComponent(input.submissionId)}`);
    return { deletionId: created.id };
  },
);

export const approveDeletion = action(
  {
    // The box "I have checked this is the right applicant": no approval without it.
    input: z.object({ deletionId, checked: z.literal("yes", { error: invalid("deletionChecked") }) }),
    permission: "deletions:approve",
    audit: "deletion.approve",
  },
  async (input, { actor, note, recordNow }) => {
    const deletion = await loadDeletion(input.deletionId);
    note({
      target: deletion.submissionId,
      details: { deletionId: deletion.id, requestedBy: deletion.requestedByEmail },
    });
    if (deletion.status !== "requested") throw refusal("deletions.errors.notAwaitingApprove");
    refuseOwn(deletion, actor);
    const committed = await commitIntent(deletion.id, ["requested"], fourEyesGuard(actor, false), {
      decidedById: actor.id,
      decidedByEmail: actor.email,
      decidedAt: new Date(),
    });
    if (!committed) throw handledElsewhere();
    await recordNow(); // the approval is on record before the service is asked to delete
    const outcome = await carryOutDeletion(deletion.id, actor);
    revalidatePath("/deletions");
    return outcome;
  },
);

export const rejectDeletion = action(
  {
    input: z.object({ deletionId, reason }),
    permission: "deletions:approve",
    audit: "deletion.reject",
    statedReason: (i) => i.reason,
  },
  async (input, { actor, note }) => {
    const deletion = await loadDeletion(input.deletionId);
    note({ target: deletion.submissionId, details: { deletionId: deletion.id } });
    const { count } = await db().deletionRequest.updateMany({
      where: { id: deletion.id, status: "requested" },
      data: {
        status: "rejected",
        decidedById: actor.id,
        decidedByEmail: actor.email,
        decidedAt: new Date(),
        failureReason: input.reason,
      },
    });
    if (count !== 1) throw refusal("deletions.errors.notAwaitingReject");
    revalidatePath("/deletions");
    revalidatePath(`/submissions/${encodeURIComponent(deletion.submissionId)}`);
    return { status: "rejected" as const };
  },
);

export const retryDeletion = action(
  { input: z.object({ deletionId }), permission: "deletions:approve", audit: "deletion.retry" },
  async (input, { actor, note, recordNow }) => {
    const deletion = await loadDeletion(input.deletionId);
    note({
      target: deletion.submissionId,
      details: { deletionId: deletion.id, previous: effectiveStatus(deletion) },
    });
    if (!canRetry(deletion)) throw refusal("deletions.errors.notRetryable");
    refuseOwn(deletion, actor);
    if (!(await commitIntent(deletion.id, ["failed", "unknown"], fourEyesGuard(actor, true))))
      throw handledElsewhere();
    await recordNow();
    const outcome = await carryOutDeletion(deletion.id, actor);
    revalidatePath("/deletions");
    return outcome;
  },
);

/** Settles an unknown outcome by asking the KYC service whether the submission still exists. */
export const resolveDeletion = action(
  { input: z.object({ deletionId }), permission: "deletions:approve", audit: "deletion.resolve" },
  async (input, { actor, note, recordNow }) => {
    const deletion = await loadDeletion(input.deletionId);
    note({ target: deletion.submissionId, details: { deletionId: deletion.id } });
    if (!canRetry(deletion)) throw refusal("deletions.errors.notResolvable");
    refuseOwn(deletion, actor);
    if (env().deletion.fourEyes && !deletion.decidedById) throw refusal("deletions.errors.neverApproved");
    const status = await settleDeletion(deletion, (details) => {
      note({ details });
      return recordNow();
    });
    if (!status) throw refusal("deletions.errors.serviceUnsure");
    revalidatePath("/deletions");
    return { status };
  },
);
