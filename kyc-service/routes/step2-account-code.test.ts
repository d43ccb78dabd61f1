// Step 2 with the PreStep2 code (account_code) over HTTPS: required for projects with the
// account-verification option; a missing code is incomplete without counting a retry, a
// wrong one is a retry, a right one is spent.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { Step2Result } from "@/common/kyc-api/schemas";
import { serviceDb } from "@/tests/support/kyc-service";
import { formOf, rawRequest, sampleImage } from "@/tests/support/service-requests";
import { createSubmissionViaStep1, passAccountVerification } from "@/tests/support/submissions";
import { createProject } from "../projects/projects";

let selfie: Buffer;
beforeAll(async () => {
  selfie = await sampleImage("jpeg", 200, 240);
});

async function step2(submissionId: string, fields: Record<string, string | undefined> = {}, apiKey?: string) {
  const answer = await rawRequest("POST", "/v2/submission/step2", {
    apiKey,
    form: formOf(
      { submissionId, name: "Hong Gildong", date_of_birth: "1990-01-01", ...fields },
      { faceImage: { data: selfie, name: "selfie.jpg" } },
    ),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Step2Result.parse(answer.body);
}

const wrong = (code: string) => String((Number(code) + 1) % 1000).padStart(3, "0");

describe("POST /v2/submission/step2 with account verification", () => {
  it("answers incomplete without counting a retry or an attempt when PreStep2 was not done", async () => {
    const submissionId = await createSubmissionViaStep1();
    for (let i = 0; i < 5; i++) {
      expect(await step2(submissionId, { account_code: "123" })).toEqual({
        kycStatus: "incomplete",
        retryCount: 0,
        message: expect.stringMatching(/call POST \/v3\/submission\/validationaccount/),
      });
    }
    const db = await serviceDb();
    expect(await db.attempt.count({ where: { submissionId } })).toBe(0);
    expect(await db.submission.findUniqueOrThrow({ where: { id: submissionId } })).toMatchObject({
      kycResult: "incomplete",
      retryCount: 0,
      selfieImagePath: null,
    });
  });

  it("does not count a missing code, counts each wrong one as a retry, then accepts the right one once", async () => {
    const submissionId = await createSubmissionViaStep1();
    const code = await passAccountVerification(submissionId);
    expect(await step2(submissionId)).toEqual({
      kycStatus: "incomplete",
      retryCount: 0,
      message: expect.stringMatching(/account_code is required/),
    });
    expect(await step2(submissionId, { account_code: wrong(code) })).toMatchObject({
      kycStatus: "incomplete",
      retryCount: 1,
      message: expect.stringMatching(/does not match/),
    });
    expect(await step2(submissionId, { account_code: "12a" })).toMatchObject({
      retryCount: 2,
      message: expect.stringMatching(/does not match/),
    });

    const passed = await step2(submissionId, { account_code: code });
    expect(passed.message ?? "").not.toMatch(/account_code|validationaccount/);
    const row = await (await serviceDb()).accountVerification.findUniqueOrThrow({ where: { submissionId } });
    expect(row.verifiedAt).not.toBeNull();
    expect(row.codeHash).toBeNull(); // spent
  });

  it("refuses an expired code", async () => {
    const submissionId = await createSubmissionViaStep1();
    const code = await passAccountVerification(submissionId);
    await (
      await serviceDb()
    ).accountVerification.update({
      where: { submissionId },
      data: { codeExpiresAt: new Date(Date.now() - 1000) },
    });
    expect(await step2(submissionId, { account_code: code })).toMatchObject({
      kycStatus: "incomplete",
      message: expect.stringMatching(/account_code has expired/),
    });
  });

  it("asks nothing of projects without the option", async () => {
    const { apiKey } = await createProject(await serviceDb(), `step2-no-account-${randomUUID()}`, {
      accountVerification: false,
    });
    const submissionId = await createSubmissionViaStep1({ apiKey });
    const answer = await step2(submissionId, {}, apiKey);
    expect(answer.message ?? "").not.toMatch(/account_code|validationaccount/);
  });
});
