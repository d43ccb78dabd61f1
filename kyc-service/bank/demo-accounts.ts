// The simulated bank's demo accounts: every 13-digit number 1002003xxxxxd at bank 004, holder
// "Hong Gildong", answering by its last digit d. A rule rather than rows, so a demo (or the
// demo seed) can take a fresh account per submission and never meet the daily limit of one.
// Listed in the README.
export const demoHolder = "Hong Gildong";
export const demoBankCode = "004";
const demoNumber = /^1002003\d{5}(\d)$/;

export const unreachableBehaviour = "unreachable";

/** Last digit → what the bank answers. Any digit not listed deposits. */
const demoBehaviours: Record<string, string> = {
  "2": "failed_to_verify",
  "3": "unable_to_deposit",
  "4": "unable_to_Transfer",
  "5": "transfer_is_processing",
  "6": "fail_to_request",
  "9": unreachableBehaviour,
};

export interface SimulatedAccount {
  holderName: string;
  behaviour: string;
}

export function demoAccount(bankCode: string, accountNumber: string): SimulatedAccount | undefined {
  const match = bankCode === demoBankCode ? demoNumber.exec(accountNumber) : null;
  return match ? { holderName: demoHolder, behaviour: demoBehaviours[match[1]!] ?? "ok" } : undefined;
}

/** A demo account number giving `behaviour`, distinct per `serial` (0 to 99,999). */
export function demoAccountNumber(behaviour: string, serial = 0): string {
  const digit =
    behaviour === "ok" ? "1" : Object.entries(demoBehaviours).find(([, b]) => b === behaviour)?.[0];
  if (!digit) throw new Error(`no demo account behaves as ${behaviour}`);
  return `1002003${String(serial).padStart(5, "0")}${digit}`;
}
