"use server";
// Out of office and "pause my assignments": one's own with availability:own (the Settings
// page), anyone's with availability:manage. Audit details name the period's days and the
// account id only: the days of someone's leave are theirs, kept out of any free text.
import { revalidatePath } from "next/cache";
import { action } from "../actions/action";
import { db } from "../db";
import { AbsenceId, AbsenceInput, AccountId, PauseInput } from "./input";
import { addAbsence, removeAbsence, setAssignmentPause } from "./write";

export const addOwnAbsence = action(
  { input: AbsenceInput, permission: "availability:own", audit: "availability.add_absence" },
  async (input, { actor, note }) => {
    const created = await addAbsence(db(), actor.id, input.startsOn, input.endsOn, actor.id);
    note({
      target: actor.id,
      details: { absenceId: created.id, startsOn: input.startsOn, endsOn: input.endsOn },
    });
    revalidatePath("/settings");
    return { id: created.id };
  },
);

export const removeOwnAbsence = action(
  { input: AbsenceId, permission: "availability:own", audit: "availability.remove_absence" },
  async (input, { actor, note }) => {
    note({ target: actor.id, details: { absenceId: input.absenceId } });
    await removeAbsence(db(), actor.id, input.absenceId);
    revalidatePath("/settings");
    return { removed: true };
  },
);

export const setOwnPause = action(
  { input: PauseInput, permission: "availability:own", audit: "availability.set_pause" },
  async (input, { actor, note }) => {
    note({ target: actor.id, details: { paused: input.paused } });
    await setAssignmentPause(db(), actor.id, input.paused, actor.id);
    revalidatePath("/settings");
    return { paused: input.paused };
  },
);

export const addAbsenceFor = action(
  {
    input: AbsenceInput.extend({ accountId: AccountId }),
    permission: "availability:manage",
    audit: "availability.add_absence",
    target: (i) => i.accountId,
  },
  async (input, { actor, note }) => {
    const created = await addAbsence(db(), input.accountId, input.startsOn, input.endsOn, actor.id);
    note({ details: { absenceId: created.id, startsOn: input.startsOn, endsOn: input.endsOn } });
    revalidatePath("/admin/queues", "layout");
    return { id: created.id };
  },
);

export const removeAbsenceFor = action(
  {
    input: AbsenceId.extend({ accountId: AccountId }),
    permission: "availability:manage",
    audit: "availability.remove_absence",
    target: (i) => i.accountId,
  },
  async (input, { note }) => {
    note({ details: { absenceId: input.absenceId } });
    await removeAbsence(db(), input.accountId, input.absenceId);
    revalidatePath("/admin/queues", "layout");
    return { removed: true };
  },
);
