// Stores one page of a re-screen in one transaction. Only results that changed are written
// in full (screening, matches, the submission's summary and its change time); a submission
// whose result stayed "no match" keeps its rows and gets only the time and list versions of
// this screening, for the whole page in one statement. A submission changed meanwhile (a
// step 2 in the running service) is left to that step 2's own screening and counted as skipped.
import { inChunks } from "../store/chunks";
import type { ServiceDb } from "../store/db";
import { updateSubmission } from "../domain/submission-store";
import { amlSummaryColumns } from "./aml-outcome";
import type { ListRef, Screening } from "./screening";
import { saveScreenings, type PreviousResult, type StoredMatch } from "./screening-store";

export interface RescreenedRow {
  id: string;
  updatedAt: Date;
  amlStatus: string | null;
  amlRiskLevel: string | null;
}

export interface RescreenWrite {
  row: RescreenedRow;
  after: Screening;
  matches: StoredMatch[];
  /** Whether the result changed (the change time moves). */
  changed: boolean;
  previous?: PreviousResult;
}

// Generous: a page of thousands on a loaded machine; SQLite holds one writer at a time anyway.
const TRANSACTION = { maxWait: 30_000, timeout: 120_000 };

/** Returns how many submissions were skipped because they changed meanwhile. */
export async function storeRescreenPage(
  db: ServiceDb,
  unchanged: RescreenedRow[],
  writes: RescreenWrite[],
  screenedAt: Date,
  lists: ListRef[],
): Promise<number> {
  if (unchanged.length === 0 && writes.length === 0) return 0;
  return db.$transaction(async (tx) => {
    const read = [...unchanged, ...writes.map((w) => w.row)];
    const now = new Map(
      (
        await inChunks(
          read.map((r) => r.id),
          (ids) =>
            tx.submission.findMany({ where: { id: { in: ids } }, select: { id: true, updatedAt: true } }),
        )
      ).map((r) => [r.id, r.updatedAt.getTime()]),
    );
    const same = (r: RescreenedRow) => now.get(r.id) === r.updatedAt.getTime();
    const keep = unchanged.filter(same).map((r) => r.id);
    const listsJson = JSON.stringify(lists);
    await inChunks(keep, async (ids) => {
      await tx.amlScreening.updateMany({
        where: { submissionId: { in: ids } },
        data: { screenedAt, lists: listsJson },
      });
    });
    const kept = writes.filter((w) => same(w.row));
    await saveScreenings(
      tx,
      kept.map((w) => ({
        submissionId: w.row.id,
        screening: w.after,
        matches: w.matches,
        ...(w.previous ? { previous: w.previous } : {}),
      })),
    );
    // The summary columns (and the list record built from them) only where they change.
    const summaries = new Map(kept.map((w) => [w.row.id, { write: w, summary: amlSummaryColumns(w.after) }]));
    const touched = kept.filter((w) => {
      const s = summaries.get(w.row.id)!.summary;
      return w.changed || s.amlStatus !== w.row.amlStatus || s.amlRiskLevel !== w.row.amlRiskLevel;
    });
    if (touched.length) {
      const rows = await inChunks(
        touched.map((w) => w.row.id),
        (ids) => tx.submission.findMany({ where: { id: { in: ids } } }),
      );
      for (const current of rows) {
        const { write, summary } = summaries.get(current.id)!;
        // An unchanged result keeps the time it last changed.
        await updateSubmission(tx, current, {
          ...summary,
          amlChangedAt: write.changed ? summary.amlChangedAt : current.amlChangedAt,
        });
      }
    }
    return read.length - keep.length - kept.length;
  }, TRANSACTION);
}
