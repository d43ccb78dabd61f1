// Single sign-on (OIDC) admits only people who already have an enabled account here, with
// that account's role: the identity provider says who someone is, this database says what
// they may do. Called by Auth.js's signIn callback (lib/auth/config.ts); every outcome is
// audited, a refused e-mail only as its keyed hash.
import "server-only";
import { emailHmac } from "../audit/hmac";
import { recordAudit } from "../audit/record";
import { db } from "../db";
import { env } from "../env";
import type { Actor } from "./actor";
import { isRole } from "./permissions";

/** The claims of the provider's userinfo answer that decide who is signing in. */
export interface SsoProfile {
  email?: unknown;
  email_verified?: unknown;
}

/** Whether this single sign-on identity may sign in; records the outcome. */
export async function admitSsoIdentity(profile: SsoProfile | undefined): Promise<boolean> {
  const email = typeof profile?.email === "string" ? profile.email.trim().toLowerCase() : "";
  const reviewer = email ? await db().reviewer.findUnique({ where: { email } }) : null;
  const actor: Actor | null =
    reviewer && isRole(reviewer.role)
      ? { id: reviewer.id, email: reviewer.email, role: reviewer.role }
      : null;
  const refusal = !email
    ? "the identity provider gave no e-mail"
    : profile?.email_verified === false
      ? "the identity provider has not verified this e-mail"
      : !reviewer
        ? "no account with this e-mail"
        : reviewer.disabled
          ? "account disabled"
          : !actor
            ? "the account has no valid role"
            : null;
  if (refusal) {
    await recordAudit({
      actor,
      action: "auth.sign_in",
      outcome: "failure",
      reason: refusal,
      details: { method: "oidc", ...(email ? { emailHmac: emailHmac(env().audit.hmacKey(), email) } : {}) },
    });
    return false;
  }
  await db().reviewer.update({ where: { id: reviewer!.id }, data: { lastSignInAt: new Date() } });
  await recordAudit({ actor, action: "auth.sign_in", outcome: "success", details: { method: "oidc" } });
  return true;
}

/** The enabled account a single sign-on e-mail stands for (after admitSsoIdentity said yes). */
export async function ssoAccount(email: string): Promise<Actor | null> {
  const reviewer = await db().reviewer.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!reviewer || reviewer.disabled || !isRole(reviewer.role)) return null;
  return { id: reviewer.id, email: reviewer.email, role: reviewer.role };
}
