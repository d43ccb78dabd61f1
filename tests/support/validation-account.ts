// PreStep2 (POST /v3/submission/validationaccount) requests for the service's integration tests:
// fresh demo accounts of the simulated bank, the statement extension, and the error check.
import { expect } from "vitest";
import { AccountVerificationError as ErrorSchema } from "@/common/kyc-api/schemas";
import { demoAccountNumber, demoBankCode, demoHolder } from "@/kyc-service/bank/demo-accounts";
import { serviceDb } from "./kyc-service";
import { rawRequest } from "./service-requests";

// A fresh demo account per call: the demo accounts answer by their last digit, and a fresh
// number keeps each test clear of the others' deposits and of the daily limit.
let serial = Math.floor(Math.random() * 50_000);
export const account = (behaviour: string) => demoAccountNumber(behaviour, serial++);

export const verify = (fields: Record<string, unknown>, apiKey?: string) =>
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

export const statement = (accountNumber: string, bankCode = demoBankCode) =>
  rawRequest("GET", `/v3/simulated-bank/statement?bankCode=${bankCode}&accountNumber=${accountNumber}`);

export async function expectError(
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
export async function ownAccount(behaviour = "ok") {
  const accountNumber =
    String(Date.now()).slice(-9) + String(Math.floor(Math.random() * 1e4)).padStart(4, "0");
  await (
    await serviceDb()
  ).simulatedBankAccount.create({
    data: { bankCode: "088", accountNumber, holderName: "Kim Minji", behaviour },
  });
  return { bankCode: "088", accountNumber, userName: "KIM MINJI" };
}
