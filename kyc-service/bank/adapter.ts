// What PreStep2 needs from a bank: send one unit to an account with a depositor name the
// holder will see on their statement. The embedded default is simulated-bank.ts; a real
// firm-banking API would implement the same interface.
import type { z } from "zod";
import type { RetryCode } from "../../common/kyc-api/schemas";

export interface BankAccount {
  bankCode: string;
  accountNumber: string;
  /** The name the applicant gave; the bank checks it against the account holder. */
  holderName: string;
}

export type DepositOutcome =
  | { kind: "deposited" }
  /** The bank answered and refused; the applicant may try again (a PreStep2 retry result). */
  | { kind: "refused"; retryCode: z.infer<typeof RetryCode> };

/** The request did not reach the bank or got no usable answer (400 `fail_to_request`). */
export class BankRequestError extends Error {}

export interface BankAdapter {
  depositOneUnit(account: BankAccount, depositorName: string): Promise<DepositOutcome>;
}
