// The 3-digit code carried by the depositor name. Stored as a salted SHA-256 bound to the
// submission, with an expiry. A 3-digit code has 1,000 values, so no hash hides it from
// someone who can read the database: what protects it is the expiry, single use, and step 2
// counting every wrong code as a retry.
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const codeLifetimeMs = 10 * 60 * 1000;

/** The name on the holder's statement: the code first, then who sent it. */
export const depositorName = (code: string) => `${code}KYC`;

export function newDepositCode(submissionId: string, now = new Date()) {
  const code = String(randomInt(0, 1000)).padStart(3, "0");
  const salt = randomBytes(16).toString("hex");
  return {
    code,
    salt,
    hash: hashCode(code, salt, submissionId),
    expiresAt: new Date(now.getTime() + codeLifetimeMs),
  };
}

export function codeMatches(
  code: string,
  stored: { salt: string; hash: string },
  submissionId: string,
): boolean {
  const candidate = Buffer.from(hashCode(code, stored.salt, submissionId), "hex");
  const expected = Buffer.from(stored.hash, "hex");
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

function hashCode(code: string, salt: string, submissionId: string): string {
  return createHash("sha256").update(`${salt}:${submissionId}:${code}`).digest("hex");
}

/** Deposits to one account are counted per account, never by its number in the clear. */
export function accountKey(bankCode: string, accountNumber: string): string {
  return createHash("sha256").update(`${bankCode}:${accountNumber}`).digest("hex");
}

export const maskAccount = (accountNumber: string) =>
  `${"*".repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`;
