// Appends one event to the hash chain. Concurrency: within a process, appends run one at a
// time through a queue and the chain head is cached; across processes (replicas, scripts),
// prevHash is unique in the database, so a writer that read a stale head fails its insert
// and retries on the fresh head instead of forking the chain.
import type { Db } from "../database/dashboard-db";
import { eventHash, genesisHash, type ChainedContent } from "./chain";

export type NewAuditEvent = Omit<ChainedContent, "at">;

interface ChainWriter {
  head: string | undefined;
  queue: Promise<unknown>;
}

const writers = new WeakMap<Db, ChainWriter>();
const maxAttempts = 8;

export function appendAuditEvent(db: Db, event: NewAuditEvent): Promise<{ seq: number; hash: string }> {
  let writer = writers.get(db);
  if (!writer) {
    writer = { head: undefined, queue: Promise.resolve() };
    writers.set(db, writer);
  }
  const w = writer;
  const result = w.queue.then(() => appendNow(db, w, event));
  w.queue = result.catch(() => undefined);
  return result;
}

async function appendNow(db: Db, writer: ChainWriter, event: NewAuditEvent) {
  for (let attempt = 1; ; attempt++) {
    writer.head ??= await readHead(db);
    const content: ChainedContent = { ...event, at: new Date() };
    const prevHash = writer.head;
    const hash = eventHash(content, prevHash);
    try {
      const row = await db.auditEvent.create({ data: { ...content, prevHash, hash }, select: { seq: true } });
      writer.head = hash;
      return { seq: row.seq, hash };
    } catch (error) {
      writer.head = undefined; // someone else appended (or the insert failed): re-read the head
      if (!isUniqueViolation(error) || attempt >= maxAttempts) throw error;
    }
  }
}

async function readHead(db: Db): Promise<string> {
  const last = await db.auditEvent.findFirst({ orderBy: { seq: "desc" }, select: { hash: true } });
  return last?.hash ?? genesisHash;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}
