// The writes of who holds a case, each together with the case index's holder column in one
// transaction, so "Unassigned" and "Assigned to me" (read from the index) never disagree with
// the Assignment table. A case not yet indexed gets its holder when the sync inserts it.
import "server-only";
import { db } from "../db";

type Tx = Parameters<Parameters<ReturnType<typeof db>["$transaction"]>[0]>[0];

const indexHolder = (tx: Tx, submissionId: string, holderId: string | null) =>
  tx.indexedSubmission.updateMany({ where: { submissionId }, data: { holderId } });

/** Takes a free case; throws Prisma's unique violation (P2002) when someone holds it. */
export function createHold(submissionId: string, holderId: string, assignedById: string) {
  return db().$transaction(async (tx) => {
    await tx.assignment.create({ data: { submissionId, holderId, assignedById } });
    await indexHolder(tx, submissionId, holderId);
  });
}

/** Moves a case from `replacing` to `holderId`; false when `replacing` no longer holds it. */
export function moveHold(submissionId: string, holderId: string, assignedById: string, replacing: string) {
  return db().$transaction(async (tx) => {
    const moved = await tx.assignment.updateMany({
      where: { submissionId, holderId: replacing },
      data: { holderId, assignedById, assignedAt: new Date() },
    });
    if (moved.count === 1) await indexHolder(tx, submissionId, holderId);
    return moved.count === 1;
  });
}

/** Ends the hold of a case (by `holderId` only, when given); how many ended (0 or 1). */
export function endHold(submissionId: string, holderId?: string): Promise<number> {
  return db().$transaction(async (tx) => {
    const ended = await tx.assignment.deleteMany({
      where: holderId === undefined ? { submissionId } : { submissionId, holderId },
    });
    if (ended.count > 0) await indexHolder(tx, submissionId, null);
    return ended.count;
  });
}

/**
 * Ends every hold of `holderId` inside the caller's transaction (an account being disabled),
 * index included; the ids of the cases released, oldest hold first.
 */
export async function releaseAllOf(tx: Tx, holderId: string): Promise<string[]> {
  const held = await tx.assignment.findMany({
    where: { holderId },
    orderBy: { assignedAt: "asc" },
    select: { submissionId: true },
  });
  if (held.length === 0) return [];
  await tx.assignment.deleteMany({ where: { holderId } });
  await tx.indexedSubmission.updateMany({ where: { holderId }, data: { holderId: null } });
  return held.map((h) => h.submissionId);
}
