// The hash of a stored row, recomputed in JavaScript from its columns: the reference the fast
// path (the canonical text built by SQLite, chain-hashes.ts) must agree with.
import { eventHashAt } from "./chain";
import type { ChainRow } from "./chain-rows";

// Prisma stores SQLite DateTimes as "2026-11-23T12:06:18.705+00:00": turned into the
// hashed form ("...705Z") by text when it has that shape, without a Date per row.
const storedUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(Z|\+00:00)$/;
function isoUtc(at: string): string {
  if (storedUtc.test(at)) return at.endsWith("Z") ? at : `${at.slice(0, -6)}Z`;
  return new Date(at).toISOString();
}

export function rowHash(row: ChainRow): string {
  const [
    ,
    at,
    actorId,
    actorEmail,
    actorRole,
    action,
    targetId,
    outcome,
    reason,
    statedReason,
    detail,
    ip,
    userAgent,
    requestId,
    prevHash,
  ] = row;
  return eventHashAt(
    isoUtc(at),
    {
      actorId,
      actorEmail,
      actorRole,
      action,
      targetId,
      outcome,
      reason,
      statedReason,
      detail,
      ip,
      userAgent,
      requestId,
    },
    prevHash,
  );
}
