// POST /v3/submission/validationaccount (PreStep2) against the real service over HTTPS,
// with the simulated bank's demo accounts and the statement extension.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  AccountVerificationError as ErrorSchema,
  AccountVerificationReject,
  AccountVerificationRetry,
  AccountVerificationSuccess,
  SubmissionList,
} from "@/common/kyc-api/schemas";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { rawRequest } from "@/tests/support/service-requests";
import { createSubmissionViaStep1 } from "@/tests/support/submissions";
import { createProject } from "../projects/projects";
import { demoAccountNumber, demoBankCode, demoHolder } from "../bank/demo-accounts";
import { codeMatches } from "../bank/deposit-code";

// A fresh demo account per call: the demo accounts answer by their last digit, and a fresh
// number keeps each test clear of the others' deposits and of the daily limit.
let serial = Math.floor(Math.random() * 50_000);
const account = (behaviour: string) => demoAccountNumber(behaviour, serial++);

const verify = (fields: Record<string, unknown>, apiKey?: string) =>
  rawRequest("POST", "/v3/submission/validationaccount", {
    apiKey,
    json: {
      requestType: "occupancy",
      userName: demoHolder,
      bankCode: demoBankCode,
      accountNumber: account("ok"),
      ...fields,
    },
  });

const statement = (accountNumber: string, bankCode = demoBankCode) =>
  rawRequest("GET", `/v3/simulated-bank/statement?bankCode=${bankCode}&accountNumber=${accountNumber}`);

async function expectError(
  answer: Awaited<ReturnType<typeof verify>>,
  errorCode: string,
  message: string | RegExp,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const body = ErrorSchema.parse(answer.body);
  expect(body).toMatchObject({ statusCode: 400, success: false, errorCode });
  expect(body.message).toMatch(message);
}

/** A simulated-bank account of the test's own, so counts do not depend on other tests. */
async function ownAccount(behaviour = "ok") {
  const accountNumber =
    String(Date.now()).slice(-9) + String(Math.floor(Math.random() * 1e4)).padStart(4, "0");
  await (
    await serviceDb()
  ).simulatedBankAccount.create({
    data: { bankCode: "088", accountNumber, holderName: "Kim Minji", behaviour },
  });
  return { bankCode: "088", accountNumber, userName: "KIM MINJI" };
}

describe("POST /v3/submission/validationaccount", () => {
  it("deposits one unit whose depositor name starts with a 3-digit code the holder reads on the statement", async () => {
    const submissionId = await createSubmissionViaStep1();
    const accountNumber = account("ok");
    const answer = await verify({ submissionId, accountNumber, userName: "hong gil-dong" });
    expect(answer.status).toBe(200);
    expect(AccountVerificationSuccess.parse(answer.body)).toEqual({
      statusCode: 200,
      success: true,
      message: "success",
    });
    const client = testClient();
    expect(
      await client.verifyAccount({
        submissionId,
        requestType: "occupancy",
        userName: demoHolder,
        bankCode: demoBankCode,
        accountNumber,
      }),
    ).toEqual({ statusCode: 200, success: true, message: "success" });

    const lines = (await client.simulatedBankStatement(demoBankCode, accountNumber)).transactions;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ amount: 1, depositorName: expect.stringMatching(/^\d{3}KYC$/) });
    // Only a salted hash of the code is stored on the KYC side.
    const row = await (await serviceDb()).accountVerification.findUniqueOrThrow({ where: { submissionId } });
    // (Checked through the stored salt: a 64-hex hash contains any given 3 digits by chance
    // about 1.5% of the time, so "the hash does not contain the code" would be a flaky test.)
    const code = lines[0]!.depositorName.slice(0, 3);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeSalt).toMatch(/^[0-9a-f]+$/);
    expect(codeMatches(code, { salt: row.codeSalt!, hash: row.codeHash! }, submissionId)).toBe(true);
    expect(Object.values(row).filter((value) => typeof value === "string" && value === code)).toEqual([]);
    expect(row.accountMasked).toBe(`*********${accountNumber.slice(-4)}`);
    await client.close();
    expect(row.codeExpiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it.each([
    ["invalid_bank_code", { bankCode: "999" }, "This bank code is invalid. Please check bank code"],
    ["failed_to_verify", { accountNumber: account("failed_to_verify") }, "Fail to verify the account."],
    ["failed_to_verify", { userName: "Somebody Else" }, "Fail to verify the account."],
    ["failed_to_verify", { accountNumber: "99999999999" }, "Fail to verify the account."],
    ["failed_to_verify", { bankCode: "088" }, "Fail to verify the account."], // a demo number at another bank
    [
      "unable_to_deposit",
      { accountNumber: account("unable_to_deposit") },
      "This account is not able to deposit.",
    ],
    [
      "unable_to_Transfer",
      { accountNumber: account("unable_to_Transfer") },
      "Transfer is currently not possible.",
    ],
    [
      "transfer_is_processing",
      { accountNumber: account("transfer_is_processing") },
      "The transfer is being processed.",
    ],
    ["fail_to_request", { accountNumber: account("fail_to_request") }, "fail to send code."],
  ])(
    "answers the retry result %s with its message and retryCount (%o)",
    async (retryCode, fields, message) => {
      const submissionId = await createSubmissionViaStep1();
      const first = await verify({ submissionId, ...fields });
      expect(first.status).toBe(200);
      expect(AccountVerificationRetry.parse(first.body)).toEqual({
        statusCode: 200,
        success: false,
        message,
        retryCode,
        retryCount: 1,
      });
      expect((await verify({ submissionId, ...fields })).body).toMatchObject({ retryCode, retryCount: 2 });
    },
  );

  it("rejects the submission at the fifth failed try, then refuses it as invalid_submission", async () => {
    const submissionId = await createSubmissionViaStep1();
    const failing = { submissionId, accountNumber: account("unable_to_deposit") };
    for (let tries = 1; tries <= 4; tries++)
      expect((await verify(failing)).body).toMatchObject({ success: false, retryCount: tries });
    const fifth = await verify(failing);
    expect(fifth.status).toBe(200);
    expect(AccountVerificationReject.parse(fifth.body)).toEqual({
      statusCode: 200,
      success: false,
      rejectComment: "too_many_retry",
      retryCount: 5,
    });

    const record = SubmissionList.parse(
      (await rawRequest("GET", `/v2/submission?submission_id=${submissionId}`)).body,
    ).Items[0]!;
    expect(record.kyc).toMatchObject({ result: "rejected", commentCode: ["too_many_retry"] });
    await expectError(
      await verify({ submissionId }),
      "invalid_submission",
      "This submission is not invalid.",
    );
  });

  it("refuses the 11th deposit to one account in a day, from any submission, as exceeded_transfer_limit", async () => {
    const mine = await ownAccount();
    const first = await createSubmissionViaStep1();
    for (let i = 0; i < 10; i++)
      expect((await verify({ submissionId: first, ...mine })).body).toMatchObject({ success: true });
    await expectError(
      await verify({ submissionId: first, ...mine }),
      "exceeded_transfer_limit",
      "This account has exceeded the limit of 10 transfers per day.",
    );
    const other = await createSubmissionViaStep1();
    const refused = await verify({ submissionId: other, ...mine });
    await expectError(refused, "exceeded_transfer_limit", /limit of 10 transfers/);
    expect((await statement(mine.accountNumber, mine.bankCode)).body.transactions).toHaveLength(10);
    // The limit is not a failed try, and another account still works.
    expect((await verify({ submissionId: other, ...(await ownAccount()) })).body).toEqual({
      statusCode: 200,
      success: true,
      message: "success",
    });
  });

  it("answers fail_to_request when the bank cannot be reached, without counting a try", async () => {
    const submissionId = await createSubmissionViaStep1();
    const answer = await verify({ submissionId, accountNumber: account("unreachable") });
    await expectError(answer, "fail_to_request", /^fail to request: the simulated bank did not answer/);
    expect((await verify({ submissionId, accountNumber: account("unable_to_deposit") })).body).toMatchObject({
      retryCount: 1,
    });
  });

  it("answers db_processing_error naming the step, never the database's own error, when a write fails", async () => {
    const submissionId = await createSubmissionViaStep1();
    // A real SQLite failure, limited to this submission so the shared test service stays whole.
    const db = await serviceDb();
    const trigger = `fail_transfer_${submissionId.replace(/\W/g, "_")}`;
    await db.$executeRawUnsafe(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON AccountTransfer WHEN NEW.submissionId = '${submissionId}' BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`,
    );
    try {
      const answer = await verify({ submissionId });
      await expectError(answer, "db_processing_error", "db processing error: could not record the deposit");
      expect(JSON.stringify(answer.body)).not.toMatch(/disk on fire|SQLITE|prisma|at /i);
      expect(await db.accountVerification.findUnique({ where: { submissionId } })).toBeNull();
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER ${trigger}`);
    }
    expect((await verify({ submissionId })).body).toEqual({
      statusCode: 200,
      success: true,
      message: "success",
    });
  });

  it("answers not_using_option for a project without account verification", async () => {
    const { apiKey } = await createProject(await serviceDb(), `prestep2-off-${randomUUID()}`, {
      accountVerification: false,
    });
    const submissionId = await createSubmissionViaStep1({ apiKey });
    await expectError(
      await verify({ submissionId }, apiKey),
      "not_using_option",
      "The account verification option is not in use.",
    );
  });

  it("answers invalid_submission for an unknown submission, another project's, or one without step 1", async () => {
    await expectError(
      await verify({ submissionId: "no-such-submission" }),
      "invalid_submission",
      "This submission is not invalid.",
    );
    const { apiKey } = await createProject(await serviceDb(), `prestep2-other-${randomUUID()}`, {
      accountVerification: true,
    });
    await expectError(
      await verify({ submissionId: await createSubmissionViaStep1() }, apiKey),
      "invalid_submission",
      /not invalid/,
    );
    const db = await serviceDb();
    const noImage = await db.submission.create({
      data: {
        id: `no-step1-${randomUUID()}`,
        projectId: "demo-project",
        email: "a@example.com",
        idType: "passport",
        issuingCountry: "KOR",
      },
    });
    const answer = await verify({ submissionId: noImage.id });
    await expectError(answer, "invalid_submission", /not invalid/);
    expect(answer.body.detail).toMatch(/step 1 of this submission is not complete/);
  });

  it.each([
    [{ bankCode: "00-4" }, "invalid_data_format", /bankCode must be .* digits only/],
    [{ bankCode: "KB" }, "invalid_data_format", /bankCode/],
    [{ accountNumber: "1002-003-000001" }, "invalid_data_format", /accountNumber must be 6 to 20 digits/],
    [{ accountNumber: "1002 003 000001" }, "invalid_data_format", /accountNumber/],
    [{ accountNumber: 1002003000001 }, "invalid_data_format", /accountNumber must be a string/],
    [{ userName: undefined }, "missing_required_field", /missing: userName/],
    [
      { submissionId: undefined, requestType: "" },
      "missing_required_field",
      /missing: submissionId, requestType/,
    ],
    [{ requestType: "withdrawal" }, "invalid_request_type", /requestType must be occupancy/],
  ])("answers 400 for %o", async (fields, errorCode, detail) => {
    const answer = await verify({ submissionId: "any", ...fields });
    const messages: Record<string, string> = {
      invalid_data_format: "data parsing error. please check input data.",
      missing_required_field: "required field is missing.",
      invalid_request_type: "invaild request type.",
    };
    await expectError(answer, errorCode, messages[errorCode]!);
    expect(answer.body.detail).toMatch(detail);
  });

  it("answers invalid_data_format for a body that is not a JSON object", async () => {
    const cases = [
      ['{"submissionId": ', "application/json"],
      ["[1,2]", "application/json"],
      ["submissionId=x", "application/x-www-form-urlencoded"],
    ];
    for (const [body, contentType] of cases) {
      const answer = await rawRequest("POST", "/v3/submission/validationaccount", {
        headers: { "content-type": contentType! },
        body: body!,
      });
      await expectError(answer, "invalid_data_format", "data parsing error. please check input data.");
    }
  });

  it("serves the statement extension only for accounts the simulated bank has", async () => {
    expect((await statement(account("ok"))).body).toMatchObject({ transactions: [] });
    expect((await statement("5550000001")).status).toBe(404);
    expect((await statement("12-34")).body.message).toMatch(/accountNumber must be 6 to 20 digits/);
    expect(
      (await rawRequest("GET", "/v3/simulated-bank/statement?accountNumber=1002003000001")).body.message,
    ).toMatch(/bankCode is required/);
  });

  it("refuses a missing API key with 403 before anything else", async () => {
    const answer = await rawRequest("POST", "/v3/submission/validationaccount", { apiKey: null, json: {} });
    expect(answer).toMatchObject({ status: 403, body: { message: "Forbidden" } });
  });
});
