// Possible duplicates through the case index, against the real service over HTTPS: the sync
// stores a pending case's group as it (or the approved namesake) enters the index, audited with
// the system as actor, before anyone opens the case; the lookup reads each candidate live.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { testClient } from "@/tests/support/kyc-service";
import { arrangeSubmission, createSubmissionViaStep1 } from "@/tests/support/submissions";
import { applicantNameKey as nameKey } from "../../common/applicant-name";
import { sweepNew } from "../case-index/sweep";
import { refreshOpen } from "../case-index/refresh";
import { lookUp } from "./lookup";
import { groupOf } from "./queries";
import { duplicateMatcher } from "./rule";

const client = testClient();

/** A submission made through step 1, its data as OCR and step 2 would have left it. */
async function submission(person: Record<string, string>, kycResult: string, email: string) {
  const id = await createSubmissionViaStep1({ email });
  await arrangeSubmission(id, { ...person, kycResult: "pending" });
  if (kycResult === "approved")
    await client.reviewSubmission({ submissionId: id, status: "approved", admin: "Test reviewer" });
  return (await client.getSubmission(id))!;
}

async function sync() {
  while (!(await sweepNew(client, { pageSize: 250, maxPages: 1000 })).finished);
  await refreshOpen(client, { limit: 10_000 });
}

describe("possible duplicates of a pending case", () => {
  // A family name nobody else in the shared test service has.
  const family = `Dup${randomUUID().slice(0, 8)}`;
  const person = { dateOfBirth: "1988-07-14", nationality: "KOR", gender: "female" };

  it("are found when the case enters the index (name reversed, new e-mail), audited, before anyone opens it", async () => {
    const first = await submission({ ...person, name: `${family} Minji` }, "approved", "first@example.com");
    const second = await submission(
      { ...person, name: `MINJI ${family.toUpperCase()}` },
      "pending",
      "other@example.com",
    );
    await sync();
    expect(await groupOf(second.submission_id)).toMatchObject({
      status: "open",
      matchIds: JSON.stringify([first.submission_id]),
    });
    const audit = await db().auditEvent.findFirst({
      where: { action: "duplicates.found", targetId: second.submission_id },
    });
    expect(audit).toMatchObject({ actorId: null, outcome: "success" });
    const result = await lookUp(second);
    expect(result.candidates.map((c) => c.submission_id)).toEqual([first.submission_id]);
    expect(result.complete).toBe(true);
  });

  it("does not find a different person with the same name and another birth date", async () => {
    const namesake = `${randomUUID().slice(0, 6)}Namesake`;
    await submission({ ...person, name: `${namesake} Jiwoo` }, "approved", "a@example.com");
    const other = await submission(
      { ...person, name: `Jiwoo ${namesake}`, dateOfBirth: "1991-02-03" },
      "pending",
      "b@example.com",
    );
    await sync();
    expect(await groupOf(other.submission_id)).toBeNull();
    expect((await lookUp(other)).candidates).toEqual([]);
  });

  it("finds a submission under the same e-mail approved since the last sync through the upstream filter", async () => {
    const email = `same-${randomUUID().slice(0, 8)}@example.com`;
    const name = `${randomUUID().slice(0, 6)}Same Person`;
    await sync();
    const first = await submission({ ...person, name }, "approved", email);
    const second = await submission({ ...person, name }, "pending", email);
    // Not synced: the index knows neither, the e-mail filter finds the first.
    expect((await lookUp(second)).candidates.map((c) => c.submission_id)).toEqual([first.submission_id]);
  });
});

describe("the duplicate rule", () => {
  it("compares names as sets of parts, ignoring case, accents and punctuation", () => {
    expect(nameKey("Nguyễn Văn-An")).toBe(nameKey("AN van NGUYEN"));
    expect(nameKey("Kim Minjun")).not.toBe(nameKey("Kim Minju"));
  });

  it("needs name, birth date, nationality and gender, and only approved others count", () => {
    const self = {
      submission_id: "a",
      data: { name: "Kim Minjun", date_of_birth: "1990-01-01", nationality: "KOR", gender: "male" },
    };
    const same = duplicateMatcher(self);
    const other = (result: string, data = {}) => ({
      submission_id: "b",
      kyc: { result },
      data: { ...self.data, name: "MINJUN KIM", ...data },
    });
    expect(same(other("approved"))).toBe(true);
    expect(same(other("pending"))).toBe(false);
    expect(same(other("approved", { gender: "female" }))).toBe(false);
    expect(same(other("approved", { nationality: "JPN" }))).toBe(false);
    expect(same({ ...other("approved"), submission_id: "a" })).toBe(false);
    expect(duplicateMatcher({ submission_id: "c", data: { name: "Kim" } })(other("approved"))).toBe(false);
  });
});
