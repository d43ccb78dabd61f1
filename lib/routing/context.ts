// Reads what routing needs, once per batch of cases, in the caller's transaction: the latest
// published rules, the queues that take new cases and the default queue.
import type { Db } from "../database/dashboard-db";
import type { Tx } from "../queues/escalation";
import { defaultQueueKey } from "../queues/write";
import type { RoutingContext } from "./place";
import { latestRules } from "./store";

export async function readRoutingContext(tx: Db | Tx): Promise<RoutingContext> {
  const [latest, queues, pointer] = await Promise.all([
    latestRules(tx),
    tx.queue.findMany({
      where: { archived: false },
      select: { id: true, deadlineUnit: true, deadlineAmount: true },
    }),
    tx.defaultQueue.findUnique({ where: { id: defaultQueueKey } }),
  ]);
  return {
    version: latest?.version ?? null,
    rules: latest?.rules ?? [],
    queues: new Map(queues.map((q) => [q.id, q])),
    defaultQueueId: pointer?.queueId ?? null,
  };
}
