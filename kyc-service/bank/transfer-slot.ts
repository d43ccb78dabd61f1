// The daily transfer limit, held in the database so that several service processes keep it
// exact: a deposit first takes one of the account's slots of the bank day in a transaction
// that counts and inserts as one step (on PostgreSQL under a transaction-scoped advisory lock
// on the account's key; on SQLite the write transaction itself excludes other writers, as it
// starts with BEGIN IMMEDIATE: common/database/adapter.ts). Two requests can no longer both
// count nine and both deposit. A deposit the bank refuses or that fails gives its slot back,
// so the limit counts deposits made; while one is in flight it counts too, which may refuse a
// concurrent request that a failed deposit would have left room for.
import { isPostgresDb, type ServiceDb } from "../store/db";

export async function takeTransferSlot(
  db: ServiceDb,
  slot: { accountKey: string; submissionId: string },
  limit: { max: number; since: Date },
): Promise<number | null> {
  return db.$transaction(async (tx) => {
    if (isPostgresDb(db)) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${slot.accountKey}))`;
    const taken = await tx.accountTransfer.count({
      where: { accountKey: slot.accountKey, createdAt: { gte: limit.since } },
    });
    if (taken >= limit.max) return null;
    return (await tx.accountTransfer.create({ data: slot, select: { id: true } })).id;
  });
}

export async function giveBackTransferSlot(db: ServiceDb, id: number): Promise<void> {
  await db.accountTransfer.deleteMany({ where: { id } });
}
