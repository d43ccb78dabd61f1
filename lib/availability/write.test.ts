// The one writer of out-of-office periods and assignment pauses (this file's own SQLite
// database): the facts it checks, whichever action called it.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { addAbsence, removeAbsence, setAssignmentPause } from "./write";

const refused = (key: string, field?: string) => ({ name: "SafeError", said: { key }, field });
const absences = (accountId: string) => db().absencePeriod.findMany({ where: { accountId } });

describe("out-of-office periods", () => {
  it("keeps a period of one day or more, set by whoever set it", async () => {
    const [person, manager] = [await createAccount("reviewer"), await createAccount("manager")];
    await addAbsence(db(), person.id, "2026-12-10", "2026-12-10", person.id);
    await addAbsence(db(), person.id, "2026-12-14", "2026-12-18", manager.id);
    expect(await absences(person.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ startsOn: "2026-12-10", endsOn: "2026-12-10", createdById: person.id }),
        expect.objectContaining({ startsOn: "2026-12-14", endsOn: "2026-12-18", createdById: manager.id }),
      ]),
    );
  });

  it("refuses a last day before the first, at the last day's field", async () => {
    const person = await createAccount("reviewer");
    await expect(addAbsence(db(), person.id, "2026-12-10", "2026-12-09", person.id)).rejects.toMatchObject(
      refused("availability.errors.endsBeforeStart", "endsOn"),
    );
    expect(await absences(person.id)).toHaveLength(0);
  });

  it("refuses an account that does not exist", async () => {
    const by = await createAccount("manager");
    await expect(
      addAbsence(db(), "no-such-account", "2026-12-10", "2026-12-11", by.id),
    ).rejects.toMatchObject(refused("availability.errors.noAccount"));
    expect(await absences("no-such-account")).toHaveLength(0);
  });

  it("removes only a period of the account named, once", async () => {
    const [owner, other] = [await createAccount("reviewer"), await createAccount("reviewer")];
    const period = await addAbsence(db(), owner.id, "2026-12-21", "2026-12-24", owner.id);
    await expect(removeAbsence(db(), other.id, period.id)).rejects.toMatchObject(
      refused("availability.errors.noAbsence"),
    );
    expect(await db().absencePeriod.count({ where: { id: period.id } })).toBe(1);
    await removeAbsence(db(), owner.id, period.id);
    expect(await db().absencePeriod.count({ where: { id: period.id } })).toBe(0);
    await expect(removeAbsence(db(), owner.id, period.id)).rejects.toMatchObject(
      refused("availability.errors.noAbsence"),
    );
  });
});

describe("pausing assignments", () => {
  it("keeps one pause row however often it is set, and removes it on unpause", async () => {
    const [person, manager] = [await createAccount("reviewer"), await createAccount("manager")];
    const pauses = () => db().assignmentPause.findMany({ where: { accountId: person.id } });
    await setAssignmentPause(db(), person.id, true, person.id);
    await setAssignmentPause(db(), person.id, true, manager.id);
    // The first pause stands: setting it again changes nothing.
    expect(await pauses()).toMatchObject([{ accountId: person.id, pausedById: person.id }]);
    await setAssignmentPause(db(), person.id, false, person.id);
    expect(await pauses()).toHaveLength(0);
    await setAssignmentPause(db(), person.id, false, person.id);
    expect(await pauses()).toHaveLength(0);
  });

  it("refuses an account that does not exist", async () => {
    const by = await createAccount("manager");
    for (const paused of [true, false])
      await expect(setAssignmentPause(db(), "no-such-account", paused, by.id)).rejects.toMatchObject(
        refused("availability.errors.noAccount"),
      );
    expect(await db().assignmentPause.count({ where: { accountId: "no-such-account" } })).toBe(0);
  });
});
