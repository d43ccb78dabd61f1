// One process at a time runs a background job: it holds a lease row (model WorkerLease) and
// renews it while it works. A holder that dies stops renewing; once the lease has expired,
// another process takes it over. Decided by conditional writes, so two replicas on one
// database agree without any lock in memory.
import type { Db } from "../database/dashboard-db";

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";

/** Takes or renews the lease; true when `holder` holds it until now + ttlMs. */
export async function holdLease(database: Db, name: string, holder: string, ttlMs: number, now = new Date()) {
  const expiresAt = new Date(now.getTime() + ttlMs);
  const { count } = await database.workerLease.updateMany({
    where: { name, OR: [{ holder }, { expiresAt: { lt: now } }] },
    data: { holder, expiresAt },
  });
  if (count === 1) return true;
  if (await database.workerLease.findUnique({ where: { name } })) return false;
  try {
    await database.workerLease.create({ data: { name, holder, expiresAt } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false; // another process created it first
    throw error;
  }
}

/** Gives the lease up at once (a clean stop), so another process need not wait for it to expire. */
export async function releaseLease(database: Db, name: string, holder: string) {
  await database.workerLease.updateMany({ where: { name, holder }, data: { expiresAt: new Date(0) } });
}
