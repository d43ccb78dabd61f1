// The hash chain of the audit log: each event's hash covers its content and the previous
// event's hash, so changing, removing or reordering any event breaks every later link.
// Appending lives here; what a hash is (keyed) in chain-hash.ts; reading and verifying the
// stored chain in chain-reader.ts and verify.ts.
//
// Appending. Which way is decided by the URL the client was opened with (dashboard-db.ts),
// never by state held in a module (Next.js bundles a module into several server chunks).
// - PostgreSQL (several processes): each append is one transaction that first takes a
//   transaction-scoped advisory lock, then reads the head and inserts after it, so appends
//   take turns in the database whoever makes them. A conflict (a unique violation from a
//   writer that skipped the lock, a serialization failure, an aborted transaction) restarts
//   the whole transaction: a statement retried inside a transaction PostgreSQL has aborted
//   could only fail again.
// - SQLite (one process, maintenance commands beside it): appends of a client take turns in a
//   queue kept on the client object; another process's append between our read and insert
//   fails the insert (prevHash is unique) and we retry on the new head.
// The head is read for every append, never cached: a cache would go stale if the table were
// restored or emptied.
import { isPostgres, type Db } from "../database/dashboard-db";
import { eventHash, genesisHash, type ChainKey, type ChainedContent } from "./chain-hash";

export { eventHash, genesisHash, type ChainedContent } from "./chain-hash";

export type NewAuditEvent = Omit<ChainedContent, "at">;

export interface AppendedEvent {
  seq: number;
  hash: string;
  at: Date;
  /** The seq of the event it follows (0 for the first). seq may skip numbers: see digest-schedule.ts. */
  previousSeq: number;
}

// Any fixed number: the key of the advisory lock that serialises appends on PostgreSQL.
const appendLockKey = 7_215_001;
const maxAttempts = 8;
// Waiting for the lock counts against Prisma's limits for an interactive transaction (2 s to
// start, 5 s to finish by default); under a burst of requests appends queue for it.
const transactionLimits = { maxWait: 15_000, timeout: 30_000 };

/** Appends under the chain key (recordAudit passes env().audit.chainKey(); null only for the bench's baseline). */
export function appendAuditEvent(db: Db, event: NewAuditEvent, key: ChainKey): Promise<AppendedEvent> {
  if (isPostgres(db))
    return withRestarts(() => db.$transaction((tx) => appendLocked(tx as Db, event, key), transactionLimits));
  return inTurn(db, () => withRestarts(() => appendAfterHead(db, event, key)));
}

async function withRestarts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isConflict(error) || attempt >= maxAttempts) throw error;
    }
  }
}

async function appendLocked(tx: Db, event: NewAuditEvent, key: ChainKey) {
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${appendLockKey})`);
  return appendAfterHead(tx, event, key);
}

const queueProperty = "kycAuditAppendQueue";

/** Runs `append` after the client's earlier appends: the queue lives on the client, the same object in every chunk. */
function inTurn<T>(db: Db, append: () => Promise<T>): Promise<T> {
  const holder = db as unknown as Record<string, Promise<unknown> | undefined>;
  const result = (holder[queueProperty] ?? Promise.resolve()).then(append);
  Object.defineProperty(db, queueProperty, {
    value: result.catch(() => undefined),
    writable: true,
    configurable: true,
    enumerable: false,
  });
  return result;
}

async function appendAfterHead(db: Db, event: NewAuditEvent, key: ChainKey): Promise<AppendedEvent> {
  const head = await readHead(db);
  const prevHash = head.hash;
  // Never earlier than the previous event: time order follows chain order even when a
  // replica's clock lags, so a date range maps to a range of seq (lib/audit/search.ts).
  const now = new Date();
  const content: ChainedContent = { ...event, at: head.at && head.at > now ? head.at : now };
  const hash = eventHash(content, prevHash, key);
  const row = await db.auditEvent.create({ data: { ...content, prevHash, hash }, select: { seq: true } });
  return { seq: row.seq, hash, at: content.at, previousSeq: head.seq };
}

async function readHead(db: Db): Promise<{ seq: number; hash: string; at: Date | null }> {
  const last = await db.auditEvent.findFirst({
    orderBy: { seq: "desc" },
    select: { seq: true, hash: true, at: true },
  });
  return last ?? { seq: 0, hash: genesisHash, at: null };
}

// A unique violation (a writer that skipped the lock won the head), a serialization failure or
// deadlock, or a transaction PostgreSQL already aborted: each is cured by starting again.
const conflictCodes = new Set(["P2002", "P2034", "23505", "40001", "40P01", "25P02"]);

function isConflict(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown; originalCode?: unknown } } | null;
  return [e?.code, e?.cause?.code, e?.cause?.originalCode].some(
    (code) => typeof code === "string" && conflictCodes.has(code),
  );
}
