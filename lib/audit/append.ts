// Appends one event to the hash chain. Concurrency: within a process, appends run one at a
// time through a queue; across processes (replicas, scripts), prevHash is unique in the
// database, so a writer that read a stale head fails its insert and retries on the fresh
// head instead of forking the chain. The head is read for every append (a primary-key
// lookup), never cached: a cache would go stale if the table were restored or emptied.
import type { Db } from "../database/dashboard-db";
import { eventHash, genesisHash, type ChainedContent } from "./chain";

export type NewAuditEvent = Omit<ChainedContent, "at">;

interface ChainWriter {
  queue: Promise<unknown>;
}

// On globalThis: Next.js's bundle and the production server's (server.ts) each load this module, and one
// process must have one queue per database.
const writers: WeakMap<Db, ChainWriter> = ((
  globalThis as { __auditWriters?: WeakMap<Db, ChainWriter> }
).__auditWriters ??= new WeakMap());
const maxAttempts = 8;

export function appendAuditEvent(db: Db, event: NewAuditEvent): Promise<{ seq: number; hash: string }> {
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

async function appendNow(db: Db, event: NewAuditEvent) {
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
      return { seq: row.seq, hash };
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
