// How many rows the case index holds, without counting a million rows on every queue view (the
// All tab's count and the queue's "indexed so far"). Every write that adds or removes index rows
// (bulk.ts's insert, store.ts's removal: the only two) appends what it changed as one row of
// IndexTally in its own transaction, so the sum of the rows is the index's size exactly, in any
// transaction's view. Appending, not updating one counter row: replicas deleting cases while the
// sync inserts never wait on each other's counter lock (nor deadlock on it). The sync folds the
// rows into one each round (`foldTally`).
import type { Db } from "../database/dashboard-db";
import type { Tx } from "./store";

type Reader = Pick<Db, "indexTally">;

/** Records that a transaction added (positive) or removed (negative) index rows. */
export async function addToTally(tx: Tx, rows: number): Promise<void> {
  if (rows !== 0) await tx.indexTally.create({ data: { rows } });
}

export async function indexedRows(db: Reader): Promise<number> {
  const { _sum } = await db.indexTally.aggregate({ _sum: { rows: true } });
  return _sum.rows ?? 0;
}

/**
 * Folds the tally into one row. The rows deleted are exactly those whose sum is written back,
 * in one transaction: an addition committed meanwhile is not deleted, so it still counts.
 */
export async function foldTally(db: Db): Promise<void> {
  if ((await db.indexTally.count()) < 2) return;
  await db.$transaction(async (tx) => {
    const folded = await tx.$queryRawUnsafe<{ rows: number | bigint }[]>(
      `DELETE FROM "IndexTally" RETURNING "rows"`,
    );
    await addToTally(
      tx,
      folded.reduce((sum, r) => sum + Number(r.rows), 0),
    );
  });
}
