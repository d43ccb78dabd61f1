// Who may act for a request, from its headers alone: the session cookie (session-token.ts), the
// session's row (still live: sessions.ts) and the reviewers table (enabled, a known role). The
// one check behind currentActor() (pages, route handlers, the action wrapper), the proxy's early
// gate and Auth.js's own session read (config.ts), so a signed-out, ended or disabled session
// is no session anywhere: not a page shell, not an identity at /api/auth/session.
import "server-only";
import { db } from "../db";
import { env } from "../env";
import type { Actor } from "./actor";
import { isRole } from "./permissions";
import { sessionClaims } from "./session-token";
import { sessionIsLive } from "./sessions";

/** The reviewer a session names, if the session is live and the account may act; else null. */
export async function sessionActor(subject: string, sessionId: string | null): Promise<Actor | null> {
  // A cookie without a session id predates ending sessions: it cannot be ended, so it is refused.
  if (!sessionId || !subject) return null;
  if (!(await sessionIsLive(sessionId, subject))) return null;
  const reviewer = await db().reviewer.findUnique({
    where: { id: subject },
    select: { id: true, email: true, role: true, disabled: true },
  });
  if (!reviewer || reviewer.disabled || !isRole(reviewer.role)) return null;
  return { id: reviewer.id, email: reviewer.email, role: reviewer.role };
}

/** The actor of a request with these headers, or null. */
export async function requestActor(requestHeaders: Headers): Promise<Actor | null> {
  const claims = await sessionClaims(requestHeaders, env().auth.secret());
  return claims ? sessionActor(claims.subject, claims.sessionId) : null;
}
