// Password hashing with argon2id (@node-rs/argon2, a native binary shipped as npm packages).
import { hash, verify } from "@node-rs/argon2";

export const minPasswordLength = 12;

export function hashPassword(password: string): Promise<string> {
  // @node-rs/argon2 defaults: argon2id, m=19456 KiB, t=2, p=1 (OWASP's minimum recommendation).
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a crash
  }
}

// A hash to verify against when the e-mail is unknown, so that answering takes as long as
// for a known account and timing does not reveal which e-mails exist.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hash("decoy password that matches nothing");
  return decoy;
}
