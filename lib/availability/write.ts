// The one writer of out-of-office periods and assignment pauses. The actions decide whose
// account it is (one's own or, for a manager, anyone's); this only checks the facts.
import type { Db } from "../database/dashboard-db";
import { refusal } from "../actions/refusal";

async function refuseUnknownAccount(db: Db, accountId: string) {
  if (!(await db.reviewer.findUnique({ where: { id: accountId }, select: { id: true } })))
    throw refusal("availability.errors.noAccount");
}

export async function addAbsence(db: Db, accountId: string, startsOn: string, endsOn: string, byId: string) {
  if (endsOn < startsOn) throw refusal("availability.errors.endsBeforeStart", {}, { field: "endsOn" });
  await refuseUnknownAccount(db, accountId);
  return db.absencePeriod.create({ data: { accountId, startsOn, endsOn, createdById: byId } });
}

/** Removes a period of that account (a period id of someone else's is "not found"). */
export async function removeAbsence(db: Db, accountId: string, absenceId: string) {
  const { count } = await db.absencePeriod.deleteMany({ where: { id: absenceId, accountId } });
  if (count === 0) throw refusal("availability.errors.noAbsence");
}

export async function setAssignmentPause(db: Db, accountId: string, paused: boolean, byId: string) {
  await refuseUnknownAccount(db, accountId);
  if (paused)
    await db.assignmentPause.upsert({
      where: { accountId },
      create: { accountId, pausedById: byId },
      update: {},
    });
  else await db.assignmentPause.deleteMany({ where: { accountId } });
}
