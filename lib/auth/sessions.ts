// Signed-in sessions that end. The session cookie (a JWT) names a ReviewerSession row; every
// request checks that row in the database, so sign-out, a password change, a role change or
// disabling the account ends a session at once in every process, whatever the cookie says.
// Idle and absolute timeouts come from configuration (SESSION_IDLE_MINUTES,
// SESSION_ABSOLUTE_HOURS).
import "server-only";
import { db } from "../db";
import { env } from "../env";

export type SessionEndReason =
  "signed_out" | "password_changed" | "role_changed" | "disabled" | "idle_timeout" | "absolute_timeout";

export async function startSession(reviewerId: string): Promise<string> {
  const session = await db().reviewerSession.create({ data: { reviewerId }, select: { id: true } });
  return session.id;
}

export async function endSession(sessionId: string, reason: SessionEndReason): Promise<void> {
  await db().reviewerSession.updateMany({
    where: { id: sessionId, endedAt: null },
    data: { endedAt: new Date(), endReason: reason },
  });
}

/** Ends every open session of an account (its password, role or enabled state changed). */
export async function endSessionsOf(reviewerId: string, reason: SessionEndReason): Promise<number> {
  const { count } = await db().reviewerSession.updateMany({
    where: { reviewerId, endedAt: null },
    data: { endedAt: new Date(), endReason: reason },
  });
  return count;
}

/**
 * Whether the session may still act for this reviewer now; ends it if a timeout has passed.
 * Every request moves lastSeenAt to now, in the same conditional UPDATE that checks the
 * timeouts (one statement in place of a read), so a request within the idle window always keeps
 * the session and only a longer silence ends it, whatever the window's length.
 */
export async function sessionIsLive(sessionId: string, reviewerId: string, now = new Date()) {
  const { idleMinutes, absoluteHours } = env().auth.session;
  const idleSince = new Date(now.getTime() - idleMinutes * 60_000);
  const signedInSince = new Date(now.getTime() - absoluteHours * 3_600_000);
  const { count } = await db().reviewerSession.updateMany({
    where: {
      id: sessionId,
      reviewerId,
      endedAt: null,
      createdAt: { gte: signedInSince },
      // Never backwards: a request whose clock is behind another's leaves the later time.
      lastSeenAt: { gte: idleSince, lte: now },
    },
    data: { lastSeenAt: now },
  });
  if (count === 1) return true;
  const session = await db().reviewerSession.findUnique({ where: { id: sessionId } });
  if (!session || session.endedAt || session.reviewerId !== reviewerId) return false;
  if (session.createdAt < signedInSince) {
    await endSession(sessionId, "absolute_timeout");
    return false;
  }
  if (session.lastSeenAt < idleSince) {
    await endSession(sessionId, "idle_timeout");
    return false;
  }
  return true; // a concurrent request with a later clock has already moved lastSeenAt
}
