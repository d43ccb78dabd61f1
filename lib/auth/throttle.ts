// Limits password checks per e-mail and per client IP. Counted in the database so every replica
// sees the same numbers; unknown e-mails count like known ones. An attempt is reserved with one
// conditional UPDATE before the password is checked, so however many requests arrive at once
// (in one process or several), no more than the limit of passwords is ever checked per window.
import type { Db } from "../database/dashboard-db";

export interface ThrottlePolicy {
  maxFailures: number; // password checks (per e-mail) before the lock
  lockMinutes: number;
  slowdownMs: number; // the first delay; doubled with each further failure
}

// An IP may try several accounts (an office behind one address): a looser limit.
const ipFactor = 4;
// Attempts older than this no longer count.
const windowMs = 60 * 60 * 1000;

export const throttleKeys = (email: string, ip: string | null) => [
  `email:${email.trim().toLowerCase()}`,
  ...(ip ? [`ip:${ip}`] : []),
];

const limitOf = (key: string, policy: ThrottlePolicy) =>
  key.startsWith("ip:") ? policy.maxFailures * ipFactor : policy.maxFailures;

/** When the sign-in may be tried again, if either key is locked now. */
export async function lockedUntil(db: Db, keys: string[], now = new Date()): Promise<Date | null> {
  const rows = await db.signInThrottle.findMany({ where: { key: { in: keys }, lockedUntil: { gt: now } } });
  if (rows.length === 0) return null;
  return new Date(Math.max(...rows.map((r) => r.lockedUntil?.getTime() ?? 0)));
}

/**
 * Reserves one password check under every key. Returns the e-mail's count including this
 * attempt (for the delay), or null when a key has used its limit: then nothing stays reserved.
 */
export async function reserveAttempt(
  db: Db,
  keys: string[],
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<number | null> {
  const reserved: string[] = [];
  for (const key of keys) {
    if (await reserveKey(db, key, limitOf(key, policy), now)) reserved.push(key);
    else {
      await releaseAttempt(db, reserved);
      return null;
    }
  }
  const row = await db.signInThrottle.findUnique({ where: { key: keys[0]! } });
  return row?.failures ?? policy.maxFailures;
}

async function reserveKey(db: Db, key: string, limit: number, now: Date): Promise<boolean> {
  // The row must exist for the conditional UPDATE to count; a database upsert (INSERT ... ON
  // CONFLICT) so that concurrent first attempts neither fail nor overwrite each other.
  await db.signInThrottle.upsert({
    where: { key },
    create: { key, failures: 0, lastFailureAt: now },
    update: { failures: { increment: 0 } }, // not empty: an empty update makes Prisma read first
  });
  // An ended lock or a passed window starts the count again. Only the first of several requests
  // at once matches: it sets lastFailureAt to now and clears the lock, so the others do not.
  await db.signInThrottle.updateMany({
    where: {
      key,
      OR: [
        { lockedUntil: { lte: now } },
        { lockedUntil: null, lastFailureAt: { lt: new Date(now.getTime() - windowMs) } },
      ],
    },
    data: { failures: 0, lockedUntil: null, lastFailureAt: now },
  });
  const { count } = await db.signInThrottle.updateMany({
    where: { key, lockedUntil: null, failures: { lt: limit } },
    data: { failures: { increment: 1 }, lastFailureAt: now },
  });
  return count === 1;
}

/** Gives reserved attempts back (a refusal under another key, or the IP's after a success). */
async function releaseAttempt(db: Db, keys: string[]): Promise<void> {
  for (const key of keys)
    await db.signInThrottle.updateMany({
      where: { key, failures: { gt: 0 } },
      data: { failures: { decrement: 1 } },
    });
}

/**
 * After a wrong password: the attempt stays counted, and a key that has used its limit is locked.
 * Returns whether this failure locked the e-mail or IP, and the delay to apply before answering.
 */
export async function settleFailure(
  db: Db,
  keys: string[],
  attempts: number,
  policy: ThrottlePolicy,
  now = new Date(),
) {
  let locked = false;
  for (const key of keys) {
    const { count } = await db.signInThrottle.updateMany({
      where: { key, lockedUntil: null, failures: { gte: limitOf(key, policy) } },
      data: { lockedUntil: new Date(now.getTime() + policy.lockMinutes * 60_000) },
    });
    locked ||= count === 1;
  }
  return { locked, delayMs: failureDelayMs(attempts, policy.slowdownMs) };
}

/**
 * After the right password: the e-mail's count is cleared; the IP gets its attempt back but keeps
 * its failures (one good account must not unlock guessing others from the same address).
 */
export async function settleSuccess(db: Db, keys: string[]): Promise<void> {
  const [emailKey, ...others] = keys;
  await db.signInThrottle.deleteMany({ where: { key: emailKey } });
  await releaseAttempt(db, others);
}

/** No delay for the first failure, then base, 2x, 4x ... capped at 3 s (250 ms: 0.25, 0.5, 1, 2, 3 s). */
export function failureDelayMs(failures: number, baseMs: number): number {
  return failures <= 1 ? 0 : Math.min(3000, baseMs * 2 ** (failures - 2));
}
