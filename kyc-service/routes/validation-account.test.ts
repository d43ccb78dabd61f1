// POST /v3/submission/validationaccount (PreStep2) against the real service over HTTPS,
// with the simulated bank's demo accounts and the statement extension.
import { describe, expect, it } from "vitest";
import {
  AccountVerificationReject,
  AccountVerificationRetry,
  AccountVerificationSuccess,
  SubmissionList,
} from "@/common/kyc-api/schemas";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { rawRequest } from "@/tests/support/service-requests";
import { createSubmissionViaStep1 } from "@/tests/support/submissions";
import { demoBankCode, demoHolder } from "../bank/demo-accounts";
import { codeMatches } from "../bank/deposit-code";
import { account, expectError, ownAccount, statement, verify } from "@/tests/support/validation-account";

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
    // No stored field is the code itself (the bank code is left out: the random code equals
    // "004" one time in a thousand).
    const equalToCode = Object.entries(row).filter(
      ([field, value]) => field !== "bankCode" && typeof value === "string" && value === code,
    );
    expect(equalToCode).toEqual([]);
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
});
