// POST /v3/submission/validationaccount (PreStep2): checks the submission, the bank code and
// the account's daily limit, asks the bank to deposit one unit whose depositor name starts
// with a fresh code, and keeps the code's hash for step 2. A refusal by the bank is a retry;
// the fifth rejects the submission.
import type { ServiceDeps } from "../deps";
import type { Project } from "../projects/projects";
import { bankCodes, type AccountVerificationResult } from "../../common/kyc-api/schemas";
import { withSubmissionLock } from "../domain/submission-lock";
import { updateSubmission } from "../domain/submission-store";
import { BankRequestError, type BankAdapter } from "./adapter";
import { parseAccountRequest } from "./account-request";
import { accountKey, depositorName, maskAccount, newDepositCode } from "./deposit-code";
import { AccountVerificationError, reject, retry, success } from "./results";
import { giveBackTransferSlot, takeTransferSlot } from "./transfer-slot";
import type { Submission as SubmissionRow } from "../generated/prisma/sqlite/client";

const maxFailedTries = 5;
const maxTransfersPerDay = 10;
const tooManyTries = {
  comment: "Account verification (PreStep2) failed 5 times",
  commentCode: "too_many_retry",
};

// Korean banks' day: the limit resets at midnight in Seoul (UTC+9, no daylight saving).
const bankDayOffsetMs = 9 * 3600 * 1000;
const dayMs = 24 * 3600 * 1000;
export const startOfBankDay = (now: Date) =>
  new Date(Math.floor((now.getTime() + bankDayOffsetMs) / dayMs) * dayMs - bankDayOffsetMs);

type Log = (error: unknown, what: string) => void;

export async function verifyAccount(
  deps: ServiceDeps & { bank: BankAdapter },
  project: Project,
  body: unknown,
  log: Log,
): Promise<AccountVerificationResult> {
  const request = parseAccountRequest(body);
  if (!project.accountVerification)
    throw new AccountVerificationError("not_using_option", "this project does not use account verification");
  const { db, bank } = deps;
  // Database failures become db_processing_error with a safe cause; the real one is logged.
  const stored = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      log(error, what);
      throw new AccountVerificationError("db_processing_error", undefined, `could not ${what}`);
    }
  };

  return withSubmissionLock(request.submissionId, async () => {
    const found = await stored("read the submission", () =>
      db.submission.findFirst({
        where: { id: request.submissionId, projectId: project.id },
        include: { accountVerification: true },
      }),
    );
    if (!found)
      throw new AccountVerificationError(
        "invalid_submission",
        "no submission with this submissionId in this project",
      );
    const { accountVerification, ...submission } = found;
    if (submission.kycResult !== "incomplete" || !submission.idImagePath) {
      throw new AccountVerificationError(
        "invalid_submission",
        submission.idImagePath
          ? `the submission is ${submission.kycResult}; account verification runs only between step 1 and step 2`
          : "step 1 of this submission is not complete",
      );
    }
    const failedTries = accountVerification?.failedTries ?? 0;
    const refused = (retryCode: Parameters<typeof retry>[0]) =>
      stored("record the failed try", () => recordFailure(deps, submission, failedTries + 1, retryCode));

    if (!(bankCodes as readonly string[]).includes(request.bankCode)) return refused("invalid_bank_code");

    const key = accountKey(request.bankCode, request.accountNumber);
    // The limit is kept in the database (transfer-slot.ts), so it holds across service processes.
    const slot = await stored("record the transfer", () =>
      takeTransferSlot(
        db,
        { accountKey: key, submissionId: submission.id },
        { max: maxTransfersPerDay, since: startOfBankDay(new Date()) },
      ),
    );
    if (slot === null)
      throw new AccountVerificationError(
        "exceeded_transfer_limit",
        `at most ${maxTransfersPerDay} deposits per account per day (the day ends at midnight, Seoul time)`,
      );
    const giveBack = () => stored("give back the transfer slot", () => giveBackTransferSlot(db, slot));

    const code = newDepositCode(submission.id);
    let outcome;
    try {
      outcome = await bank.depositOneUnit(
        { bankCode: request.bankCode, accountNumber: request.accountNumber, holderName: request.userName },
        depositorName(code.code),
      );
    } catch (error) {
      await giveBack();
      if (error instanceof BankRequestError)
        throw new AccountVerificationError(
          "fail_to_request",
          "the bank could not be reached; try again later",
          error.message,
        );
      log(error, "ask the bank for the deposit");
      throw new AccountVerificationError(
        "fail_to_request",
        "the bank could not be reached; try again later",
        "the bank gave no usable answer",
      );
    }
    if (outcome.kind === "refused") {
      await giveBack();
      return refused(outcome.retryCode);
    }

    const verification = {
      bankCode: request.bankCode,
      accountMasked: maskAccount(request.accountNumber),
      accountKey: key,
      codeHash: code.hash,
      codeSalt: code.salt,
      codeExpiresAt: code.expiresAt,
      verifiedAt: null,
    };
    await stored("record the deposit", () =>
      db.accountVerification.upsert({
        where: { submissionId: submission.id },
        create: { submissionId: submission.id, ...verification },
        update: verification,
      }),
    );
    return success();
  });
}

async function recordFailure(
  deps: ServiceDeps,
  submission: SubmissionRow,
  failedTries: number,
  retryCode: Parameters<typeof retry>[0],
) {
  return deps.db.$transaction(async (tx) => {
    await tx.accountVerification.upsert({
      where: { submissionId: submission.id },
      create: { submissionId: submission.id, failedTries },
      update: { failedTries },
    });
    if (failedTries < maxFailedTries) return retry(retryCode, failedTries);
    await updateSubmission(tx, submission, {
      kycResult: "rejected",
      comment: JSON.stringify([tooManyTries.comment]),
      commentCode: JSON.stringify([tooManyTries.commentCode]),
    });
    return reject();
  });
}
