// Reads of queues for the admin pages (never writes): the list with member counts and which
// is the default, and one queue with its members and the accounts that could join it.
import "server-only";
import { fetchAvailability } from "../availability/queries";
import { db } from "../db";
import { defaultQueueKey } from "./write";

export async function fetchQueues() {
  const [queues, pointer] = await Promise.all([
    db().queue.findMany({
      orderBy: [{ archived: "asc" }, { name: "asc" }],
      include: {
        _count: { select: { members: true } },
        escalationQueue: { select: { id: true, name: true } },
      },
    }),
    db().defaultQueue.findUnique({ where: { id: defaultQueueKey } }),
  ]);
  return queues.map((q) => ({ ...q, members: q._count.members, isDefault: q.id === pointer?.queueId }));
}
export type QueueRow = Awaited<ReturnType<typeof fetchQueues>>[number];

/**
 * The queue page's one loader: the queue, its members with their availability, who could be
 * added, the other queues it could escalate to.
 */
export async function fetchQueuePage(id: string) {
  const queue = await db().queue.findUnique({
    where: { id },
    include: {
      members: {
        include: { account: { select: { id: true, name: true, email: true } } },
        orderBy: { addedAt: "asc" },
      },
      escalatedFrom: { select: { id: true, name: true } },
    },
  });
  if (!queue) return null;
  const [pointer, candidates, others] = await Promise.all([
    db().defaultQueue.findUnique({ where: { id: defaultQueueKey } }),
    db().reviewer.findMany({
      where: { disabled: false, queueMemberships: { none: { queueId: id } } },
      select: { id: true, name: true, email: true },
      orderBy: { name: "asc" },
      take: 500,
    }),
    db().queue.findMany({
      where: { id: { not: id }, archived: false },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
    }),
  ]);
  const availability = await fetchAvailability(queue.members.map((m) => m.accountId));
  const members = queue.members.map((m) => ({ ...m.account, ...availability.get(m.accountId)! }));
  return { queue, members, isDefault: pointer?.queueId === id, candidates, others };
}
export type QueuePage = NonNullable<Awaited<ReturnType<typeof fetchQueuePage>>>;
