// The simulated bank's demo accounts, one per PreStep2 result, created at service start
// (listed in the README). All at bank code 004, holder "Hong Gildong".
import type { ServiceDb } from "../store/db";
import { unreachableBehaviour } from "./simulated-bank";

export const demoHolder = "Hong Gildong";
export const demoBankCode = "004";

export const demoAccounts = [
  { accountNumber: "1002003000001", behaviour: "ok", result: "success: one unit deposited, the code is on the statement" },
  { accountNumber: "1002003000002", behaviour: "failed_to_verify", result: "retry failed_to_verify (also: any unknown account or wrong holder name)" },
  { accountNumber: "1002003000003", behaviour: "unable_to_deposit", result: "retry unable_to_deposit" },
  { accountNumber: "1002003000004", behaviour: "unable_to_Transfer", result: "retry unable_to_Transfer" },
  { accountNumber: "1002003000005", behaviour: "transfer_is_processing", result: "retry transfer_is_processing" },
  { accountNumber: "1002003000006", behaviour: "fail_to_request", result: "retry fail_to_request (the bank's undefined error)" },
  { accountNumber: "1002003000009", behaviour: unreachableBehaviour, result: "HTTP 400 fail_to_request (the bank cannot be reached)" },
] as const;

export async function ensureDemoBankAccounts(db: ServiceDb): Promise<void> {
  for (const account of demoAccounts) {
    const key = { bankCode: demoBankCode, accountNumber: account.accountNumber };
    await db.simulatedBankAccount.upsert({
      where: { bankCode_accountNumber: key },
      create: { ...key, holderName: demoHolder, behaviour: account.behaviour },
      update: { holderName: demoHolder, behaviour: account.behaviour },
    });
  }
}
