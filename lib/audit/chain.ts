// The hash chain of the audit log: each event's hash covers its content and the previous
// event's hash, so changing, removing or reordering any event breaks every later link.
// Hashing (for recording and verifying) and appending live here; reading and verifying the
// stored chain are in chain-reader.ts and verify.ts.
//
// Appending, across processes: prevHash is unique in the database, so a writer that read a
// stale head fails its insert and retries on the fresh head instead of forking the chain;
// within a process appends run one at a time through a queue. The head is read for every
// append, never cached: a cache would go stale if the table were restored or emptied.
import crypto, { createHash } from "node:crypto";
import { isPostgres, type Db } from "../database/dashboard-db";
import type { ChainRow } from "./chain-reader";

/** What an event's hash covers: every column except seq (assigned by the database) and the hashes. */
export interface ChainedContent {
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  actorRole: string | null;
  action: string;
  targetId: string | null;
  outcome: string;
  reason: string | null;
  statedReason: string | null;
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** The prevHash of the first event. */
export const genesisHash = "0".repeat(64);

const formatVersion = "v1";

// crypto.hash (Node >= 20.12) is a one-shot digest about twice as fast as createHash for
// short inputs, which is most of the cost of verifying a long chain.
const oneShot = (crypto as { hash?: (algorithm: string, data: string) => string }).hash;
export const sha256 = oneShot
  ? (data: string) => oneShot("sha256", data)
  : (data: string) => createHash("sha256").update(data).digest("hex");

export function eventHash(content: ChainedContent, prevHash: string): string {
  return hashOf([
    content.at.toISOString(),
    content.actorId,
    content.actorEmail,
    content.actorRole,
    content.action,
    content.targetId,
    content.outcome,
    content.reason,
    content.statedReason,
    content.detail,
    content.ip,
    content.userAgent,
    content.requestId,
    prevHash,
  ]);
}

/** The hash of a stored row (ChainRow's column order is the hashed order, after seq). */
export function rowHash(row: ChainRow): string {
  return hashOf([isoUtc(row[1]), ...row.slice(2, 15)]);
}

// A JSON array is an unambiguous encoding: no field can bleed into the next.
const hashOf = (fields: (string | number | null)[]) => sha256(JSON.stringify([formatVersion, ...fields]));

// Prisma stores SQLite DateTimes as "2026-11-23T12:06:18.705+00:00": turned into the hashed
// form ("...705Z") by text when it has that shape, without a Date per row.
const storedUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(Z|\+00:00)$/;
function isoUtc(at: string): string {
  if (storedUtc.test(at)) return at.endsWith("Z") ? at : `${at.slice(0, -6)}Z`;
  return new Date(at).toISOString();
}

export type NewAuditEvent = Omit<ChainedContent, "at">;

interface ChainWriter {
  queue: Promise<unknown>;
}

// One queue per database client in this process; other processes are kept apart by the
// unique prevHash (see appendAuditEvent).
const writers = new WeakMap<Db, ChainWriter>();
const maxAttempts = 8;

export function appendAuditEvent(
  db: Db,
  event: NewAuditEvent,
): Promise<{ seq: number; hash: string; at: Date }> {
  let writer = writers.get(db);
  if (!writer) {
    writer = { queue: Promise.resolve() };
    writers.set(db, writer);
  }
  const w = writer;
  const result = w.queue.then(() => appendNow(db, event));
  w.queue = result.catch(() => undefined);
  return result;
}

// Any fixed number: the key of the advisory lock that serialises appends on PostgreSQL.
const appendLockKey = 7_215_001;

async function appendNow(db: Db, event: NewAuditEvent) {
  if (!isPostgres(db)) return appendOptimistic(db, event);
  // On PostgreSQL several processes append at once; optimistic retries alone let a writer
  // lose the race to the head again and again. The transaction-scoped advisory lock makes
  // them take turns; the unique prevHash still guards against anything that skips it.
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${appendLockKey})`);
    return appendOptimistic(tx as Db, event);
  });
}

async function appendOptimistic(db: Db, event: NewAuditEvent) {
  for (let attempt = 1; ; attempt++) {
    const head = await readHead(db);
    const prevHash = head.hash;
    // Never earlier than the previous event: time order follows chain order even when a
    // replica's clock lags, so a date range maps to a range of seq (lib/audit/search.ts).
    const now = new Date();
    const content: ChainedContent = { ...event, at: head.at && head.at > now ? head.at : now };
    const hash = eventHash(content, prevHash);
    try {
      const row = await db.auditEvent.create({ data: { ...content, prevHash, hash }, select: { seq: true } });
      return { seq: row.seq, hash, at: content.at };
    } catch (error) {
      // Another process appended after our read: try again on the new head.
      if (!isUniqueViolation(error) || attempt >= maxAttempts) throw error;
    }
  }
}

async function readHead(db: Db): Promise<{ hash: string; at: Date | null }> {
  const last = await db.auditEvent.findFirst({ orderBy: { seq: "desc" }, select: { hash: true, at: true } });
  return last ?? { hash: genesisHash, at: null };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}
