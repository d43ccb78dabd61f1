// PreStep2 as an applicant does it, for the demo seed and the tests: ask for the one-unit
// deposit to a demo account of the simulated bank, then read the code off the account's
// statement (the extension standing in for the applicant's banking app). Returns the code
// to send as step 2's `account_code`.
import { createHash } from "node:crypto";
import type { KycClient } from "../../lib/kyc/client";
import type { AccountVerificationResult } from "../../common/kyc-api/schemas";
import { demoAccountNumber, demoBankCode, demoHolder } from "../../kyc-service/bank/demo-accounts";

/**
 * A demo account of the submission's own (serial from its id): a seed run every few minutes
 * never meets the daily limit of 10 deposits per account, and the same submission always
 * uses the same account. `behaviour` picks what the bank answers (README, demo accounts).
 */
export function demoAccountFor(submissionId: string, behaviour = "ok"): string {
  const serial = createHash("sha256").update(submissionId).digest().readUInt32BE(0) % 100_000;
  return demoAccountNumber(behaviour, serial);
}

/** One PreStep2 try on a demo account answering as `behaviour` (e.g. `unable_to_deposit`). */
export function tryDemoAccount(
  client: KycClient,
  submissionId: string,
  behaviour: string,
): Promise<AccountVerificationResult> {
  const accountNumber = demoAccountFor(submissionId, behaviour);
  return client.verifyAccount({
    submissionId,
    requestType: "occupancy",
    userName: demoHolder,
    bankCode: demoBankCode,
    accountNumber,
  });
}

export async function passDemoAccountVerification(
  client: KycClient,
  submissionId: string,
): Promise<{ accountNumber: string; code: string }> {
  const accountNumber = demoAccountFor(submissionId);
  const result = await client.verifyAccount({
    submissionId,
    requestType: "occupancy",
    userName: demoHolder,
    bankCode: demoBankCode,
    accountNumber,
  });
  if (!result.success)
    throw new Error(`PreStep2 did not succeed for ${submissionId}: ${JSON.stringify(result)}`);
  const { transactions } = await client.simulatedBankStatement(demoBankCode, accountNumber);
  const code = /^(\d{3})/.exec(transactions[0]?.depositorName ?? "")?.[1];
  if (!code) throw new Error(`no deposit code on the statement of ${accountNumber}`);
  return { accountNumber, code };
}
