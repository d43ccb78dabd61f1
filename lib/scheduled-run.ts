// Scheduled work that one dashboard process should do per time slot, however many run: the
// first process to insert the job's row for the current slot does the work, the others find
// the row there and skip. The database decides, so it holds across processes and replicas.
import type { Db } from "./database/dashboard-db";

/** True when this process claimed the slot of `now` (slots are `intervalMs` long, from the epoch). */
export async function claimSlot(db: Db, job: string, intervalMs: number, now = new Date()): Promise<boolean> {
  const slot = Math.floor(now.getTime() / intervalMs);
  try {
    await db.scheduledRun.create({ data: { job, slot } });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") return false;
    throw error;
  }
}
