// AML screening inside step 2, against the real service over HTTPS and its demo lists
// (fictional people, imported on first start): stored, returned on the single-submission
// query, summarised on list records.
import { beforeAll, describe, expect, it } from "vitest";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { formOf, rawRequest, sampleImage } from "@/tests/support/service-requests";
import { createSubmissionViaStep1, passAccountVerification } from "@/tests/support/submissions";

let selfie: Buffer;
beforeAll(async () => {
  selfie = await sampleImage("jpeg", 200, 240);
});

// The demo project uses PreStep2: without its code step 2 checks nothing, screening included.
const accountCodes = new Map<string, string>();

async function step2(submissionId: string, fields: Record<string, string | undefined>) {
  const account_code = accountCodes.get(submissionId);
  const { status, body } = await rawRequest("POST", "/v2/submission/step2", {
    form: formOf({ submissionId, account_code, ...fields }, { faceImage: { data: selfie, name: "s.jpg" } }),
  });
  expect(status, JSON.stringify(body)).toBe(200);
}

const detail = async (id: string) => (await testClient().getSubmission(id))!;
// By the submission's own userid: other test files add submissions to the same service.
const userids = new Map<string, string>();
const listed = async (id: string) =>
  (await testClient().listSubmissions({ userid: userids.get(id)! })).Items[0]!;
async function newSubmission(): Promise<string> {
  const userid = `aml-${process.pid}-${Date.now()}-${userids.size}`;
  const id = await createSubmissionViaStep1({ userid });
  userids.set(id, userid);
  accountCodes.set(id, await passAccountVerification(id));
  return id;
}

describe("AML screening in step 2", () => {
  it("flags a Hangul name on the demo sanctions list with High risk and the reviewer's fields", async () => {
    const id = await newSubmission();
    await step2(id, { name: "변학도", date_of_birth: "1961-05-05", nationality: "KOR", gender: "male" });
    const { aml } = await detail(id);
    expect(aml).toMatchObject({ currentstatus: "Red Flag", risk_level_summary: "High" });
    const [match] = aml!.matches!;
    expect(match).toMatchObject({
      resource_id: expect.stringMatching(/^aml_/),
      list: "demo-sanctions",
      list_entry_id: "DEMO-S-001",
      listed_name: "BYUN, Hak Do",
      programmes: ["DEMO-CORRUPTION"],
      listed_dates_of_birth: ["1961-05-05"],
      listed_nationalities: ["KOR"],
    });
    expect(match!.score).toBeGreaterThanOrEqual(90);
    expect(match).toMatchObject({
      risk_level: "High",
      risk_reason: expect.stringMatching(/date of birth agree/),
    });
    expect(match!.features).toEqual([
      expect.stringMatching(/^name similarity 100: /),
      expect.stringMatching(/^date of birth \+5, confirms: matches the listed date of birth/),
      expect.stringMatching(/^nationality \+3, confirms: KOR is a listed nationality/),
      expect.stringMatching(/^gender \+0, confirms: male, as listed/),
    ]);
    expect((await listed(id)).aml).toEqual({
      currentstatus: "Red Flag",
      risk_level_summary: "High",
      changed_at: expect.any(String),
    });
  });

  it("gives the PEP list's risk (Medium) to a romanised variant, and keeps resource ids on a new attempt", async () => {
    const id = await newSubmission();
    await step2(id, {
      name: "Rhee Mongryong",
      date_of_birth: "1984-04-08",
      nationality: "KOR",
      gender: "male",
    });
    const first = (await detail(id)).aml!;
    expect(first).toMatchObject({ currentstatus: "Red Flag", risk_level_summary: "Medium" });
    expect(first.matches![0]).toMatchObject({ list: "demo-pep", list_entry_id: "DEMO-P-001" });
    // A failed attempt (this project wants the PreStep2 code) leaves step 2 open for another.
    await step2(id, {
      name: "Yi Mong-ryong",
      date_of_birth: "1984-04-08",
      nationality: "KOR",
      gender: "male",
    });
    const again = (await detail(id)).aml!;
    expect(again.matches![0]!.matched_name).not.toBe(first.matches![0]!.matched_name);
    expect(again.matches![0]!.resource_id).toBe(first.matches![0]!.resource_id);
  });

  it("reports a screened applicant without a match as risk Low with neither currentstatus nor matches", async () => {
    const id = await newSubmission();
    await step2(id, {
      name: "Hong Gildong",
      date_of_birth: "1990-01-01",
      nationality: "KOR",
      gender: "male",
    });
    const { aml } = await detail(id);
    expect(aml).toMatchObject({
      risk_level_summary: "Low",
      screened_at: expect.any(String),
      lists: expect.arrayContaining([expect.stringMatching(/^demo-sanctions /)]),
    });
    expect(aml!.currentstatus).toBeUndefined();
    expect(aml!.matches).toBeUndefined();
    expect((await listed(id)).aml).toEqual({ risk_level_summary: "Low", changed_at: expect.any(String) });
  });

  it("lowers a name match below the threshold when date of birth and nationality contradict it", async () => {
    const id = await newSubmission();
    await step2(id, {
      name: "Byun Hak Do",
      date_of_birth: "2001-01-01",
      nationality: "USA",
      gender: "female",
    });
    const { aml } = await detail(id);
    expect(aml!.currentstatus, JSON.stringify(aml)).toBeUndefined();
  });

  it("leaves a submission Not Screened without gender, and clears an earlier screening then", async () => {
    const id = await newSubmission();
    await step2(id, { name: "Pak Nolbu", date_of_birth: "1958-03-01", nationality: "KOR", gender: "male" });
    expect((await detail(id)).aml!.currentstatus).toBe("Red Flag");
    // The kept gender still applies: the name alone changed, and it is screened again.
    await step2(id, { name: "Hong Gildong", date_of_birth: "1958-03-01" });
    expect((await detail(id)).aml).toMatchObject({ risk_level_summary: "Low" });

    const unscreened = await newSubmission();
    await step2(unscreened, { name: "Pak Nolbu", date_of_birth: "1958-03-01", nationality: "KOR" });
    expect((await detail(unscreened)).aml).toEqual({
      currentstatus: "Not Screened",
      risk_level_summary: "Not Screened",
    });
    expect(await (await serviceDb()).amlScreening.count({ where: { submissionId: unscreened } })).toBe(0);
  });
});
