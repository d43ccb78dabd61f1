// Slows and then locks repeated failed sign-ins, per e-mail and per client IP. Counted in the
// database so every replica sees the same numbers; unknown e-mails count like known ones.
import type { Db } from "../database/dashboard-db";

interface ThrottlePolicy {
  maxFailures: number; // failures (per e-mail) before the lock
  lockMinutes: number;
  slowdownMs: number; // the first delay; doubled with each further failure
}

// An IP may try several accounts (an office behind one address): a looser limit.
const ipFactor = 4;
// Failures older than this no longer count.
const windowMs = 60 * 60 * 1000;

export const throttleKeys = (email: string, ip: string | null) => [
  `email:${email.trim().toLowerCase()}`,
  ...(ip ? [`ip:${ip}`] : []),
];

/** When the sign-in may be tried again, if either key is locked now. */
export async function lockedUntil(db: Db, keys: string[], now = new Date()): Promise<Date | null> {
  const rows = await db.signInThrottle.findMany({ where: { key: { in: keys }, lockedUntil: { gt: now } } });
  if (rows.length === 0) return null;
  return new Date(Math.max(...rows.map((r) => r.lockedUntil?.getTime() ?? 0)));
}

/** Counts a failure; returns the delay to apply before answering, and whether it now locks. */
export async function registerFailure(db: Db, keys: string[], policy: ThrottlePolicy, now = new Date()) {
  let locked = false;
  let worst = 0;
  for (const key of keys) {
    const limit = key.startsWith("ip:") ? policy.maxFailures * ipFactor : policy.maxFailures;
    const row = await db.signInThrottle.findUnique({ where: { key } });
    const stale =
      !row ||
      now.getTime() - row.lastFailureAt.getTime() > windowMs ||
      (row.lockedUntil !== null && row.lockedUntil <= now);
    const failures = stale ? 1 : row.failures + 1;
    const lock = failures >= limit ? new Date(now.getTime() + policy.lockMinutes * 60_000) : null;
    await db.signInThrottle.upsert({
      where: { key },
      create: { key, failures, lastFailureAt: now, lockedUntil: lock },
      update: { failures, lastFailureAt: now, lockedUntil: lock },
    });
    locked ||= lock !== null;
    worst = Math.max(worst, failures);
  }
  return { locked, delayMs: failureDelayMs(worst, policy.slowdownMs) };
}

/** A successful sign-in clears the e-mail's count (not the IP's: one good account must not unlock guessing others). */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.signInThrottle.deleteMany({ where: { key: `email:${email.trim().toLowerCase()}` } });
}

/** No delay for the first failure, then base, 2x, 4x ... capped at 3 s (250 ms: 0.25, 0.5, 1, 2, 3 s). */
export function failureDelayMs(failures: number, baseMs: number): number {
  return failures <= 1 ? 0 : Math.min(3000, baseMs * 2 ** (failures - 2));
}
