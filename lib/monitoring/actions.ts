"use server";
// Monitoring alerts through the action wrapper: a reviewer claims an alert
// ("monitoring.claim"), then closes it with no action and a reason ("monitoring.close") or
// escalates it to a manager ("monitoring.escalate"), who closes it keeping the customer or
// deciding to offboard ("monitoring.settle"; offboarding itself is a deletion request or a
// recorded decision, made on the case page). Details hold ids and outcomes, never applicant data.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "../actions/action";
import { refusal } from "../actions/refusal";
import { invalid } from "../actions/words";
import { can } from "../auth/permissions";
import { db } from "../db";
import { SubmissionId } from "../submissions/submission-id";
import { claimAlert, closeAlert, escalateAlert } from "./alerts";

const reason = z
  .string({ error: invalid("alertReason") })
  .trim()
  .min(5, invalid("alertReasonShort"))
  .max(1000, invalid("reasonLong"));

const refresh = (id: string) => {
  revalidatePath("/monitoring");
  revalidatePath(`/monitoring/${encodeURIComponent(id)}`);
};

export const claimMonitoringAlert = action(
  {
    input: z.object({ submissionId: SubmissionId }),
    permission: "monitoring:review",
    audit: "monitoring.claim",
    target: (i) => i.submissionId,
  },
  async (input, { actor, note }) => {
    const { changedAt } = await claimAlert(input.submissionId, actor.id);
    note({ details: { changedAt: changedAt.toISOString() } });
    refresh(input.submissionId);
  },
);

const CloseInput = z.discriminatedUnion(
  "outcome",
  [
    z.object({ submissionId: SubmissionId, outcome: z.literal("no_action"), reason }),
    z.object({
      submissionId: SubmissionId,
      outcome: z.literal("escalate"),
      reason,
      managerId: z.string({ error: invalid("chooseManager") }).min(1, invalid("chooseManager")),
    }),
  ],
  { error: invalid("closeOutcome") },
);

export const closeMonitoringAlert = action(
  {
    input: CloseInput,
    permission: "monitoring:review",
    audit: "monitoring.close",
    target: (i) => i.submissionId,
    statedReason: (i) => i.reason,
  },
  async (input, { actor, note }) => {
    if (input.outcome === "escalate") {
      const manager = await db().reviewer.findUnique({ where: { id: input.managerId } });
      if (!manager || manager.disabled || !can(manager.role, "monitoring:settle"))
        throw refusal("monitoring.errors.chooseManager");
      await escalateAlert(input.submissionId, actor.id, manager.id, input.reason);
      note({ details: { outcome: "escalated", escalatedTo: manager.id } });
    } else {
      const { changedAt } = await closeAlert(
        input.submissionId,
        actor.id,
        "claimed",
        "no_action",
        input.reason,
      );
      note({ details: { outcome: "no_action", changedAt: changedAt.toISOString() } });
    }
    refresh(input.submissionId);
  },
);

export const settleMonitoringAlert = action(
  {
    input: z.object({
      submissionId: SubmissionId,
      outcome: z.enum(["no_action", "offboard"], { error: invalid("settleAlertOutcome") }),
      reason,
    }),
    permission: "monitoring:settle",
    audit: "monitoring.settle",
    target: (i) => i.submissionId,
    statedReason: (i) => i.reason,
  },
  async (input, { actor, note }) => {
    const { changedAt } = await closeAlert(
      input.submissionId,
      actor.id,
      "escalated",
      input.outcome,
      input.reason,
    );
    note({ details: { outcome: input.outcome, changedAt: changedAt.toISOString() } });
    refresh(input.submissionId);
  },
);
