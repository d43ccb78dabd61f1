// The escalation chain of queues may never close on itself: a case escalated at a breach must
// end somewhere. The check runs inside the transaction that changes a queue's target, after
// the write, so it reads the chain as it will be. On PostgreSQL a transaction-scoped advisory
// lock makes every such change wait for the one before, so two replicas cannot each add half
// of a loop unseen; on SQLite the transaction's first write already holds the one write lock.
import { isPostgres, type Db } from "../database/dashboard-db";
import { refusal } from "../actions/refusal";

// Any fixed number, distinct from the audit chain's lock (lib/audit/chain.ts).
const escalationLockKey = 7_215_041;

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Serialises changes to queues, the default queue and the routing rules with others on
 * PostgreSQL (no-op on SQLite): the escalation graph, archiving and deleting, publishing.
 */
export async function lockQueueChanges(tx: Tx, db: Db): Promise<void> {
  if (isPostgres(db)) await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${escalationLockKey})`);
}

/**
 * Follows the chain from `queueId`'s escalation target; refuses when it comes back to
 * `queueId`. Bounded by the number of queues, so a loop already in the data cannot hang it.
 */
export async function refuseEscalationLoop(tx: Tx, queueId: string): Promise<void> {
  const total = await tx.queue.count();
  let current = (await tx.queue.findUnique({ where: { id: queueId }, select: { escalationQueueId: true } }))
    ?.escalationQueueId;
  for (let step = 0; current && step <= total; step++) {
    if (current === queueId)
      throw refusal("queues.errors.escalationLoop", {}, { field: "escalationQueueId" });
    current = (await tx.queue.findUnique({ where: { id: current }, select: { escalationQueueId: true } }))
      ?.escalationQueueId;
  }
}
