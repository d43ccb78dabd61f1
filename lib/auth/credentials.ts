// Checks an e-mail and password against the reviewers table, with throttling and an audit
// event for every outcome. Called by the Auth.js credentials provider (lib/auth/config.ts).
import "server-only";
import { z } from "zod";
import { emailHmac } from "../audit/hmac";
import { recordAudit } from "../audit/record";
import { db } from "../db";
import { env } from "../env";
import type { Actor } from "./actor";
import { decoyHash, verifyPassword } from "./password";
import { isRole } from "./permissions";
import { lockedUntil, reserveAttempt, settleFailure, settleSuccess, throttleKeys } from "./throttle";
import { contextFromHeaders } from "../audit/request-context";

// What the person is told is in the catalogues (signIn.errors, lib/auth/sign-in-actions.ts).
export const credentialsInput = z.object({
  email: z.email().max(320),
  password: z.string().min(1).max(1000),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function authorizeCredentials(raw: unknown, requestHeaders: Headers): Promise<Actor | null> {
  const parsed = credentialsInput.safeParse(raw);
  if (!parsed.success) return null;
  const email = parsed.data.email.trim().toLowerCase();
  const { ip } = contextFromHeaders(requestHeaders);
  const keys = throttleKeys(email, ip);
  const { auth, audit } = env();
  const attempted = { emailHmac: emailHmac(audit.hmacKey(), email) };

  // The attempt is counted before the password is checked (throttle.ts): a refusal here means
  // the e-mail or IP has used its limit, or is locked.
  const attempts = await reserveAttempt(db(), keys, auth);
  if (attempts === null) {
    await recordAudit({
      actor: null,
      action: "auth.sign_in",
      outcome: "failure",
      reason: "locked after repeated failures",
      details: attempted,
    });
    return null;
  }

  const reviewer = await db().reviewer.findUnique({ where: { email } });
  const passwordOk = await verifyPassword(
    reviewer?.passwordHash ?? (await decoyHash()),
    parsed.data.password,
  );
  const actor: Actor | null =
    reviewer && isRole(reviewer.role)
      ? { id: reviewer.id, email: reviewer.email, role: reviewer.role }
      : null;

  if (!reviewer || !passwordOk || reviewer.disabled || !actor || !reviewer.passwordHash) {
    const { locked, delayMs } = await settleFailure(db(), keys, attempts, auth);
    const reason = reviewer?.disabled && passwordOk ? "account disabled" : "wrong e-mail or password";
    await recordAudit({
      actor,
      action: "auth.sign_in",
      outcome: "failure",
      reason,
      details: { ...attempted, locked },
    });
    await sleep(delayMs);
    return null;
  }

  await settleSuccess(db(), keys);
  await db().reviewer.update({ where: { id: reviewer.id }, data: { lastSignInAt: new Date() } });
  await recordAudit({ actor, action: "auth.sign_in", outcome: "success", details: { method: "password" } });
  return actor;
}

/** Whether a sign-in from this e-mail and IP is locked now, and until when (for the sign-in page's message). */
export async function signInLockedUntil(email: string, requestHeaders: Headers): Promise<Date | null> {
  return lockedUntil(db(), throttleKeys(email, contextFromHeaders(requestHeaders).ip));
}
