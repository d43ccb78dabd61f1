// The embedded simulated bank: accounts and a ledger in the service's database, plus the demo
// accounts of demo-accounts.ts. An account answers a deposit as its `behaviour` says, so demo
// and test accounts reliably give each PreStep2 result. Unknown accounts and wrong holder
// names fail to verify, as at a real bank.
import type { ServiceDb } from "../store/db";
import { retryCodes } from "../../common/kyc-api/schemas";
import { BankRequestError, type BankAccount, type BankAdapter, type DepositOutcome } from "./adapter";
import { demoAccount, unreachableBehaviour, type SimulatedAccount } from "./demo-accounts";

export interface StatementLine {
  amount: number;
  depositorName: string;
  createdAt: string;
}

/** Holder names compare without case, spaces or punctuation ("HONG Gil-dong" = "Hong Gildong"). */
const holderKey = (name: string) =>
  name
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

export class SimulatedBank implements BankAdapter {
  constructor(private readonly db: ServiceDb) {}

  async depositOneUnit(account: BankAccount, depositorName: string): Promise<DepositOutcome> {
    const row = await this.findAccount(account.bankCode, account.accountNumber);
    if (!row || holderKey(row.holderName) !== holderKey(account.holderName))
      return { kind: "refused", retryCode: "failed_to_verify" };
    if (row.behaviour === unreachableBehaviour)
      throw new BankRequestError("the simulated bank did not answer (demo account set to unreachable)");
    if ((retryCodes as readonly string[]).includes(row.behaviour)) {
      return { kind: "refused", retryCode: row.behaviour as (typeof retryCodes)[number] };
    }
    await this.db.simulatedBankTransaction.create({
      data: { bankCode: account.bankCode, accountNumber: account.accountNumber, amount: 1, depositorName },
    });
    return { kind: "deposited" };
  }

  /** An account of the bank's table (tests add their own), else a demo account by rule. */
  private async findAccount(bankCode: string, accountNumber: string): Promise<SimulatedAccount | undefined> {
    const row = await this.db.simulatedBankAccount.findUnique({
      where: { bankCode_accountNumber: { bankCode, accountNumber } },
    });
    return row ?? demoAccount(bankCode, accountNumber);
  }

  /** The account's latest deposits, newest first, as the holder's banking app would list them. */
  async statement(bankCode: string, accountNumber: string, limit = 20): Promise<StatementLine[] | undefined> {
    if (!(await this.findAccount(bankCode, accountNumber))) return undefined;
    const rows = await this.db.simulatedBankTransaction.findMany({
      where: { bankCode, accountNumber },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
    });
    return rows.map((row) => ({
      amount: row.amount,
      depositorName: row.depositorName,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
