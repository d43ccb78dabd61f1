// POST /v3/submission/validationaccount (PreStep2): the error answers, against the real
// service over HTTPS.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { serviceDb } from "@/tests/support/kyc-service";
import { rawRequest } from "@/tests/support/service-requests";
import { createSubmissionViaStep1 } from "@/tests/support/submissions";
import { createProject } from "../projects/projects";
import { account, expectError, statement, verify } from "@/tests/support/validation-account";

describe("POST /v3/submission/validationaccount: errors", () => {
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
      // The transfer is recorded (its slot taken) before the bank is asked, so no deposit is made.
      await expectError(answer, "db_processing_error", "db processing error: could not record the transfer");
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
