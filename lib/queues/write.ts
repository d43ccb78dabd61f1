// The one writer of queues, their members and the default queue (lib/queues/actions.ts calls
// it with the dashboard's client; tests call it with one client per replica). Every rule that
// must hold with several replicas is decided inside one transaction or by the database itself:
// the escalation loop (escalation.ts), the single default row (a CHECK on its key), a queue in
// use as a target or as the default (ON DELETE RESTRICT backs up the refusals here).
import type { Db } from "../database/dashboard-db";
import { refusal } from "../actions/refusal";
import { lockQueueChanges, refuseEscalationLoop, type Tx } from "./escalation";
import type { QueueFields } from "./input";
import { rulesUse } from "../routing/store";

const limits = { maxWait: 15_000, timeout: 30_000 };
export const defaultQueueKey = "default";

const isCode = (error: unknown, code: string) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;

/**
 * What an audit event shows of a queue: its settings, never who is in it, and not its name or
 * description: those are free text a person typed, kept in the Queue row (which the event's
 * target names), never in the append-only chain. `renamed` in an update says the name changed.
 */
export const queueSettings = (
  q: Omit<QueueFields, "deadlineUnit" | "description" | "name"> & {
    deadlineUnit: string;
    archived?: boolean;
  },
) => ({
  deadlineUnit: q.deadlineUnit,
  deadlineAmount: q.deadlineAmount,
  autoAssign: q.autoAssign,
  capPerMember: q.capPerMember,
  graceHours: q.graceHours,
  escalationQueueId: q.escalationQueueId,
  archived: q.archived ?? false,
});

async function refuseUnknownTarget(tx: Tx, targetId: string | null) {
  if (targetId && !(await tx.queue.findUnique({ where: { id: targetId }, select: { id: true } })))
    throw refusal("queues.errors.noEscalationTarget", {}, { field: "escalationQueueId" });
}

async function nameTaken<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isCode(error, "P2002")) throw refusal("queues.errors.nameTaken", {}, { field: "name" });
    throw error;
  }
}

/** A new queue; the first one made becomes the default, so no case is ever without a queue. */
export function createQueue(db: Db, fields: QueueFields) {
  return nameTaken(() =>
    db.$transaction(async (tx) => {
      await lockQueueChanges(tx, db);
      await refuseUnknownTarget(tx, fields.escalationQueueId);
      const queue = await tx.queue.create({ data: fields });
      const madeDefault = (await tx.defaultQueue.count()) === 0;
      if (madeDefault) await tx.defaultQueue.create({ data: { id: defaultQueueKey, queueId: queue.id } });
      return { queue, madeDefault };
    }, limits),
  );
}

export function updateQueue(db: Db, id: string, fields: QueueFields & { archived: boolean }) {
  return nameTaken(() =>
    db.$transaction(async (tx) => {
      await lockQueueChanges(tx, db);
      const before = await tx.queue.findUnique({ where: { id } });
      if (!before) throw refusal("queues.errors.noQueue");
      if (fields.escalationQueueId === id)
        throw refusal("queues.errors.escalationLoop", {}, { field: "escalationQueueId" });
      await refuseUnknownTarget(tx, fields.escalationQueueId);
      if (fields.archived && (await isDefault(tx, id)))
        throw refusal("queues.errors.archiveDefault", {}, { field: "archived" });
      if (fields.archived && !before.archived && (await rulesUse(tx, id)))
        throw refusal("queues.errors.archiveInRules", {}, { field: "archived" });
      const after = await tx.queue.update({ where: { id }, data: fields });
      await refuseEscalationLoop(tx, id);
      return { before, after };
    }, limits),
  );
}

async function isDefault(tx: Tx, id: string) {
  return (await tx.defaultQueue.findUnique({ where: { id: defaultQueueKey } }))?.queueId === id;
}

/**
 * Removes a queue that is neither the default, nor another queue's escalation target, nor sent
 * cases by the published rules. Its cases fall back to the default queue (ON DELETE SET NULL).
 */
export function deleteQueue(db: Db, id: string) {
  return db.$transaction(async (tx) => {
    await lockQueueChanges(tx, db);
    const queue = await tx.queue.findUnique({ where: { id } });
    if (!queue) throw refusal("queues.errors.noQueue");
    if (await isDefault(tx, id)) throw refusal("queues.errors.deleteDefault");
    if (await rulesUse(tx, id)) throw refusal("queues.errors.deleteInRules");
    // The count, not the names: a refusal's English text is kept in the audit log.
    const from = await tx.queue.count({ where: { escalationQueueId: id } });
    if (from > 0) throw refusal("queues.errors.deleteTarget", { count: from });
    await tx.queue.delete({ where: { id } });
    return queue;
  }, limits);
}

/** Points the one default row at a queue (never an archived one). */
export function setDefaultQueue(db: Db, id: string) {
  return db.$transaction(async (tx) => {
    // The same lock as archiving and deleting: otherwise a queue archived on one replica while
    // another makes it the default passes both checks (write-postgres.test.ts makes that race).
    await lockQueueChanges(tx, db);
    const queue = await tx.queue.findUnique({ where: { id } });
    if (!queue) throw refusal("queues.errors.noQueue");
    if (queue.archived) throw refusal("queues.errors.defaultArchived");
    const previous = await tx.defaultQueue.findUnique({ where: { id: defaultQueueKey } });
    await tx.defaultQueue.upsert({
      where: { id: defaultQueueKey },
      create: { id: defaultQueueKey, queueId: id },
      update: { queueId: id },
    });
    return { previous: previous?.queueId ?? null };
  }, limits);
}

export async function addQueueMember(db: Db, queueId: string, accountId: string) {
  const [queue, account] = await Promise.all([
    db.queue.findUnique({ where: { id: queueId }, select: { id: true } }),
    db.reviewer.findUnique({ where: { id: accountId }, select: { id: true, disabled: true } }),
  ]);
  if (!queue) throw refusal("queues.errors.noQueue");
  if (!account || account.disabled) throw refusal("queues.errors.noAccount", {}, { field: "accountId" });
  try {
    await db.queueMember.create({ data: { queueId, accountId } });
  } catch (error) {
    if (isCode(error, "P2002")) throw refusal("queues.errors.alreadyMember", {}, { field: "accountId" });
    throw error;
  }
}

export async function removeQueueMember(db: Db, queueId: string, accountId: string) {
  const { count } = await db.queueMember.deleteMany({ where: { queueId, accountId } });
  if (count === 0) throw refusal("queues.errors.notMember");
}
