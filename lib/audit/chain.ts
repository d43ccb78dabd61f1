// The hash chain of the audit log: each event's hash covers its content and the previous
// event's hash, so changing, removing or reordering any event breaks every later link.
// Appending lives here; what a hash is (keyed) in chain-hash.ts; reading and verifying the
// stored chain in chain-reader.ts and verify.ts.
//
// Appending, across processes: prevHash is unique in the database, so a writer that read a
// stale head fails its insert and retries on the fresh head instead of forking the chain;
// within a process appends run one at a time through a queue. The head is read for every
// append, never cached: a cache would go stale if the table were restored or emptied.
import { isPostgres, type Db } from "../database/dashboard-db";
import { eventHash, genesisHash, type ChainKey, type ChainedContent } from "./chain-hash";

export { eventHash, genesisHash, type ChainedContent } from "./chain-hash";

export type NewAuditEvent = Omit<ChainedContent, "at">;

interface ChainWriter {
  queue: Promise<unknown>;
}

// One queue per database client in this process; other processes are kept apart by the
// unique prevHash (see appendAuditEvent).
const writers = new WeakMap<Db, ChainWriter>();
const maxAttempts = 8;

/** Appends under the chain key (recordAudit passes env().audit.chainKey(); null only for the bench's baseline). */
export function appendAuditEvent(
  db: Db,
  event: NewAuditEvent,
  key: ChainKey,
): Promise<{ seq: number; hash: string; at: Date }> {
  let writer = writers.get(db);
  if (!writer) {
    writer = { queue: Promise.resolve() };
    writers.set(db, writer);
  }
  const w = writer;
  const result = w.queue.then(() => appendNow(db, event, key));
  w.queue = result.catch(() => undefined);
  return result;
}

// Any fixed number: the key of the advisory lock that serialises appends on PostgreSQL.
const appendLockKey = 7_215_001;

async function appendNow(db: Db, event: NewAuditEvent, key: ChainKey) {
  if (!isPostgres(db)) return appendOptimistic(db, event, key);
  // On PostgreSQL several processes append at once; optimistic retries alone let a writer
  // lose the race to the head again and again. The transaction-scoped advisory lock makes
  // them take turns; the unique prevHash still guards against anything that skips it.
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${appendLockKey})`);
    return appendOptimistic(tx as Db, event, key);
  });
}

async function appendOptimistic(db: Db, event: NewAuditEvent, key: ChainKey) {
  for (let attempt = 1; ; attempt++) {
    const head = await readHead(db);
    const prevHash = head.hash;
    // Never earlier than the previous event: time order follows chain order even when a
    // replica's clock lags, so a date range maps to a range of seq (lib/audit/search.ts).
    const now = new Date();
    const content: ChainedContent = { ...event, at: head.at && head.at > now ? head.at : now };
    const hash = eventHash(content, prevHash, key);
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
