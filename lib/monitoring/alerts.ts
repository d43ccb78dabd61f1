// An alert's life, each step a conditional write naming the state it replaces, so two
// reviewers (or two dashboards) cannot both claim or close one change: claim (a row for the
// change, held by the claimer), escalate (to a manager), close (no action, or the manager's
// outcome). Closing moves the index row's monitorSettledAt to the change covered, which takes
// the case out of Monitoring until its AML result changes again.
import "server-only";
import { refusal } from "../actions/refusal";
import { db } from "../db";
import { monitoringCase } from "./queries";

async function waiting(submissionId: string) {
  const current = await monitoringCase(submissionId);
  if (!current) throw refusal("monitoring.errors.noneWaiting");
  return current;
}

export async function claimAlert(submissionId: string, holderId: string) {
  const { changedAt, alert } = await waiting(submissionId);
  if (alert) throw refusal("monitoring.errors.alreadyClaimed");
  try {
    await db().monitoringAlert.create({ data: { submissionId, changedAt, status: "claimed", holderId } });
  } catch {
    // The unique (submission, change) row: another claim won the race.
    throw refusal("monitoring.errors.alreadyClaimed");
  }
  return { changedAt };
}

/** The alert of the waiting change, held by this person in this state. */
async function held(submissionId: string, holderId: string, status: "claimed" | "escalated") {
  const { changedAt, alert } = await waiting(submissionId);
  if (!alert || alert.status !== status)
    throw refusal(status === "claimed" ? "monitoring.errors.claimFirst" : "monitoring.errors.notEscalated");
  if (status === "claimed" && alert.holderId !== holderId) throw refusal("monitoring.errors.heldByOther");
  return { changedAt, alert };
}

export async function escalateAlert(submissionId: string, holderId: string, managerId: string, note: string) {
  const { alert } = await held(submissionId, holderId, "claimed");
  const { count } = await db().monitoringAlert.updateMany({
    where: { id: alert.id, status: "claimed" },
    data: { status: "escalated", holderId: managerId, escalatedAt: new Date(), escalationNote: note },
  });
  if (count !== 1) throw refusal("monitoring.errors.changedMeanwhile");
}

export async function closeAlert(
  submissionId: string,
  closerId: string,
  from: "claimed" | "escalated",
  outcome: "no_action" | "offboard",
  reason: string,
) {
  const { changedAt, alert } = await held(submissionId, closerId, from);
  await db().$transaction(async (tx) => {
    const { count } = await tx.monitoringAlert.updateMany({
      where: { id: alert.id, status: from },
      data: { status: "closed", outcome, reason, closedById: closerId, closedAt: new Date() },
    });
    if (count !== 1) throw refusal("monitoring.errors.changedMeanwhile");
    await tx.indexedSubmission.update({ where: { submissionId }, data: { monitorSettledAt: changedAt } });
  });
  return { changedAt };
}
