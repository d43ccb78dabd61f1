// A status change that reaches the index first through the AML-change read (an approval
// screened at once) runs the duplicate rule like any other change: the pending second account
// of that person gets its group. The source here stands in for the service (a record whose
// aml.changed_at moves needs a list import and a re-screen; monitoring.test.ts does that one
// against the real service).
import { describe, expect, it } from "vitest";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { db } from "@/lib/db";
import { refreshAmlChanges } from "./aml-changes";
import type { IndexSource } from "./source";
import { applyRecords } from "./store";

const person = { name: "Berit Twiceaml", date_of_birth: "1986-04-12", nationality: "KOR", gender: "female" };
const record = (id: string, result: string, changedAt: string | null, name = person.name) =>
  ({
    submission_id: id,
    created_at: "2026-05-01T00:00:00.000Z",
    data: { ...person, name },
    kyc: { result },
    ...(changedAt ? { aml: { status: "No Match", changed_at: changedAt } } : {}),
  }) as unknown as SubmissionRecord;

describe("AML changes in the case index (a source standing in for the service)", () => {
  it("runs the duplicate rule on a status change read there first", async () => {
    const first = record("aml-dup-1", "pending", "2026-05-01T00:01:00.000Z");
    const second = record("aml-dup-2", "pending", null, "TWICEAML BERIT");
    await db().$transaction((tx) => applyRecords(tx, [first, second], new Date()));
    expect(await db().duplicateGroup.findUnique({ where: { submissionId: "aml-dup-2" } })).toBeNull();

    const approved = record("aml-dup-1", "approved", "2026-05-01T00:02:00.000Z");
    const source: IndexSource = {
      getSubmission: async () => null,
      listSubmissionPage: async () => ({ Items: [approved], nextpageKey: undefined }) as never,
    };
    expect(await refreshAmlChanges(source)).toMatchObject({ changed: 1 });
    expect(await db().duplicateGroup.findUnique({ where: { submissionId: "aml-dup-2" } })).toMatchObject({
      status: "open",
      matchIds: JSON.stringify(["aml-dup-1"]),
    });
  });
});
