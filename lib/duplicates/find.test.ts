// The lookup before approval, against the real service over HTTPS: the interface's list
// paged by the dashboard and the duplicate rule applied to every record.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testClient } from "@/tests/support/kyc-service";
import { arrangeSubmission, createSubmissionViaStep1 } from "@/tests/support/submissions";
import type { ListPage } from "../queue/scan";
import { collectDuplicates } from "./find";
import { applicantNameKey as nameKey } from "../../common/applicant-name";
import { duplicateMatcher } from "./rule";

const client = testClient();
const list: ListPage = (query) => client.listSubmissions(query);

/** A submission made through step 1, its data as OCR and step 2 would have left it. */
async function submission(person: Record<string, string>, kycResult: string, email: string) {
  const id = await createSubmissionViaStep1({ email });
  await arrangeSubmission(id, { ...person, kycResult: "pending" });
  if (kycResult === "approved")
    await client.reviewSubmission({ submissionId: id, status: "approved", admin: "Test reviewer" });
  return (await client.getSubmission(id))!;
}

describe("possible duplicates of a pending case", () => {
  // A family name nobody else in the shared test service has.
  const family = `Dup${randomUUID().slice(0, 8)}`;
  const person = { dateOfBirth: "1988-07-14", nationality: "KOR", gender: "female" };

  it("finds the approved first account of a person opening a second one (name reversed, new e-mail)", async () => {
    const first = await submission({ ...person, name: `${family} Minji` }, "approved", "first@example.com");
    const second = await submission(
      { ...person, name: `MINJI ${family.toUpperCase()}` },
      "pending",
      "other@example.com",
    );
    const result = await collectDuplicates(list, second);
    expect(result.candidates.map((c) => c.submission_id)).toEqual([first.submission_id]);
    expect(result.complete).toBe(true);
    expect(result.scanned).toBeGreaterThan(1);
  });

  it("does not find a different person with the same name and another birth date", async () => {
    const namesake = `${randomUUID().slice(0, 6)}Namesake`;
    await submission({ ...person, name: `${namesake} Jiwoo` }, "approved", "a@example.com");
    const other = await submission(
      { ...person, name: `Jiwoo ${namesake}`, dateOfBirth: "1991-02-03" },
      "pending",
      "b@example.com",
    );
    expect((await collectDuplicates(list, other)).candidates).toEqual([]);
  });

  it("finds a second submission under the same e-mail through the upstream filter first", async () => {
    const email = `same-${randomUUID().slice(0, 8)}@example.com`;
    const name = `${randomUUID().slice(0, 6)}Same Person`;
    const first = await submission({ ...person, name }, "approved", email);
    const second = await submission({ ...person, name }, "pending", email);
    const calls: string[] = [];
    const spying: ListPage = (query) => {
      calls.push(query.email ? "email" : "page");
      return list(query);
    };
    const lookup = (await import("./find")).lookForDuplicates(spying, second);
    const firstStep = await lookup.next();
    expect(firstStep.done).toBe(false);
    expect(!firstStep.done && firstStep.value.found.map((c) => c.submission_id)).toEqual([
      first.submission_id,
    ]);
    expect(calls).toEqual(["email"]); // found before any paging of the whole list
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
