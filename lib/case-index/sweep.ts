// New submissions: page the list newest first down to what the index already holds. A sweep
// remembers where it started (sweepTop) and where it continues (sweepCursor*), written in the
// same transaction as each page's rows, so an interrupted sweep resumes where it stopped and
// loses nothing; only when it reaches the records it already had (or the end of the list: the
// first build) does coveredTo move up to where it started.
//
// The first build (a million records) reads the next page while it writes the last ones, and
// writes a few pages in each transaction, so the service's reads and the database's writes
// overlap and there are a quarter of the commits (docs/benchmarks.md, "The case index's first build").
import "server-only";
import { db } from "../db";
import { checkDuplicates } from "./duplicates";
import { readPage, type IndexSource, type ReadPage } from "./source";
import { applyRecords } from "./store";
import { syncState, updateState } from "./state";

/**
 * Records are compared this far below the newest one known: a record committed a moment
 * after a newer one (two service processes) may carry an earlier created_at.
 */
const overlapMs = 60_000;

/** Pages the first build writes in one transaction; a sweep above a built index writes each page. */
const buildPagesPerWrite = 4;

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
  const pagesPerWrite = boundary === null ? buildPagesPerWrite : 1;
  let top = state.sweepTop;
  let cursor =
    state.sweepCursorId && state.sweepCursorAt
      ? { id: state.sweepCursorId, created_at: state.sweepCursorAt }
      : undefined;
  // A page asked for before it is needed: its failure is seen when it is awaited, not as an
  // unhandled rejection while the pages before it are written.
  const read = (query: Parameters<typeof readPage>[1]) => {
    const page = readPage(source, query);
    page.catch(() => {});
    return page;
  };
  // A sweep above a built index usually finds a few new records: its first page is small.
  let next: Promise<ReadPage> | null = read({
    count: boundary !== null && !cursor ? Math.min(pageSize, 100) : pageSize,
    nextpage: cursor,
  });
  const result: SweepResult = { pages: 0, added: 0, finished: false };
  while (next) {
    const batch: ReadPage[] = [];
    let finished = false;
    let failure: unknown = null;
    while (next && batch.length < pagesPerWrite) {
      let page: ReadPage;
      try {
        page = await next;
      } catch (error) {
        failure = error;
        next = null;
        break;
      }
      batch.push(page);
      result.pages++;
      top ??= page.records[0]?.created_at ?? null;
      // Newest first: once a record is older than the boundary, every later one is known.
      const reachedKnown = boundary !== null && page.records.some((r) => Date.parse(r.created_at) < boundary);
      finished = reachedKnown || !page.next;
      cursor = page.next;
      next = !finished && result.pages < maxPages ? read({ count: pageSize, nextpage: cursor }) : null;
    }
    // The pages read before a failed one are written all the same: the next sweep resumes after them.
    if (batch.length > 0) {
      const at = now();
      const records = batch.flatMap((page) => page.records);
      const skipped = batch.reduce((sum, page) => sum + page.skipped, 0);
      const applied = await db().$transaction(
        async (tx) => {
          const applied = await applyRecords(tx, records, at);
          await updateState(tx, {
            skipped: { increment: skipped },
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
              : { sweepTop: top, sweepCursorId: cursor!.id, sweepCursorAt: cursor!.created_at }),
          });
          return applied;
        },
        // Several pages of a million-row build on a busy machine can take more than Prisma's 5 s.
        { timeout: 30_000 },
      );
      result.added += applied.added;
      await checkDuplicates(applied.touched);
    }
    if (failure) throw failure;
    if (finished) return { ...result, finished: true };
  }
  return result;
}
