// New submissions: page the list newest first down to what the index already holds. A sweep
// remembers where it started (sweepTop) and where it continues (sweepCursor*), written in the
// same transaction as each page's rows, so an interrupted sweep resumes where it stopped and
// loses nothing; only when it reaches the records it already had (or the end of the list: the
// first build) does coveredTo move up to where it started.
import "server-only";
import { db } from "../db";
import { checkDuplicates } from "./duplicates";
import { readPage, type IndexSource } from "./source";
import { applyRecords } from "./store";
import { syncState, updateState } from "./state";

/**
 * Records are compared this far below the newest one known: a record committed a moment
 * after a newer one (two service processes) may carry an earlier created_at.
 */
const overlapMs = 60_000;

export interface SweepResult {
  pages: number;
  added: number;
  /** True when the sweep reached what the index held (or the end of the list). */
  finished: boolean;
}

export async function sweepNew(
  source: IndexSource,
  options: { pageSize?: number; maxPages?: number; now?: () => Date } = {},
): Promise<SweepResult> {
  const pageSize = options.pageSize ?? 2000;
  const maxPages = options.maxPages ?? 10;
  const now = options.now ?? (() => new Date());
  const state = await syncState(db());
  const boundary = state.coveredTo ? Date.parse(state.coveredTo) - overlapMs : null;
  let top = state.sweepTop;
  let cursor =
    state.sweepCursorId && state.sweepCursorAt
      ? { id: state.sweepCursorId, created_at: state.sweepCursorAt }
      : undefined;
  const result: SweepResult = { pages: 0, added: 0, finished: false };
  while (result.pages < maxPages) {
    // A sweep above a built index usually finds a few new records: its first page is small.
    const count = boundary !== null && !cursor ? Math.min(pageSize, 100) : pageSize;
    const page = await readPage(source, { count, nextpage: cursor });
    result.pages++;
    top ??= page.records[0]?.created_at ?? null;
    // Newest first: once a record is older than the boundary, every later one is known.
    const reachedKnown = boundary !== null && page.records.some((r) => Date.parse(r.created_at) < boundary);
    const finished = reachedKnown || !page.next;
    const at = now();
    const applied = await db().$transaction(async (tx) => {
      const applied = await applyRecords(tx, page.records, at);
      await updateState(tx, {
        skipped: { increment: page.skipped },
        syncedAt: at,
        ...(finished
          ? {
              coveredTo: top ?? state.coveredTo,
              sweepTop: null,
              sweepCursorId: null,
              sweepCursorAt: null,
              builtAt: state.builtAt ?? at,
              // The first build read every record: it counts as a full reconciliation, so
              // the first one is due an interval later, not at once (another million reads).
              reconciledAt: state.reconciledAt ?? at,
            }
          : { sweepTop: top, sweepCursorId: page.next!.id, sweepCursorAt: page.next!.created_at }),
      });
      return applied;
    });
    result.added += applied.added;
    await checkDuplicates(applied.touched);
    if (finished) return { ...result, finished: true };
    cursor = page.next;
  }
  return result;
}
