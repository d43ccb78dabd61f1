// The full reconciliation: every day that holds indexed submissions is listed again with the
// vendor's start_date/end_date window (one UTC day each, several days at once), so a record
// changed or deleted elsewhere is noticed even if it is no longer open. The round moves from
// the newest day to the oldest. Each open window (model ReconcileWindow) remembers when it
// started and the page it continues from, and a call reads at most `pagesPerWindow` pages of
// each: a day can hold a hundred thousand submissions, and the round that reads them also
// brings in new submissions, which must not wait minutes for it. When a window has listed its
// whole day, the day's rows not seen since the window started are gone upstream and removed.
import "server-only";
import { db } from "../db";
import { checkDuplicates } from "./duplicates";
import { readPage, type IndexSource } from "./source";
import { applyRecords, removeRows } from "./store";
import { syncState, updateState } from "./state";

export interface ReconcileOptions {
  /** Days listed at once. */
  parallel?: number;
  /** Pages each open window reads per call (the worker's round). */
  pagesPerWindow?: number;
  /** Records per page (2,000). */
  pageSize?: number;
  /** Time between the end of one round and the start of the next. */
  everyMs: number;
  now?: () => Date;
}

export interface ReconcileResult {
  /** Days whose window was listed to the end in this call. */
  days: number;
  removed: number;
  changed: number;
  /** True when a round ended in this call. */
  finished: boolean;
}

type Window = { day: string; cursorId: string | null; cursorAt: string | null; startedAt: Date };

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The newest indexed day before `before` (exclusive), or null. */
async function dayBefore(before: string | null): Promise<string | null> {
  const row = await db().indexedSubmission.findFirst({
    where: before ? { createdAt: { lt: before } } : {},
    orderBy: [{ createdAt: "desc" }, { submissionId: "desc" }],
    select: { createdAt: true },
  });
  return row ? row.createdAt.slice(0, 10) : null;
}

export async function reconcileStep(
  source: IndexSource,
  options: ReconcileOptions,
): Promise<ReconcileResult> {
  const now = options.now ?? (() => new Date());
  const result: ReconcileResult = { days: 0, removed: 0, changed: 0, finished: false };
  let state = await syncState(db());
  if (!state.builtAt) return result; // the first build comes first
  if (!state.reconcileStartedAt) {
    const due = !state.reconciledAt || now().getTime() - state.reconciledAt.getTime() >= options.everyMs;
    if (!due) return result;
    await db().reconcileWindow.deleteMany({}); // left by a round given up (none normally)
    state = await updateState(db(), { reconcileStartedAt: now(), reconcileDay: null });
  }
  const windows: Window[] = await db().reconcileWindow.findMany({ orderBy: { day: "desc" } });
  let next = state.reconcileDay; // days before this one have no window yet (null: start at the newest)
  while (windows.length < (options.parallel ?? 4)) {
    const day = await dayBefore(next);
    if (!day) break;
    windows.push(await db().reconcileWindow.create({ data: { day, startedAt: now() } }));
    next = day;
    await updateState(db(), { reconcileDay: day });
  }
  const outcomes = await Promise.all(
    windows.map((w) =>
      readWindow(source, w, { pages: options.pagesPerWindow ?? 1, size: options.pageSize ?? 2000 }, now),
    ),
  );
  for (const o of outcomes) {
    result.removed += o.removed;
    result.changed += o.changed;
    result.days += o.done ? 1 : 0;
  }
  const done = outcomes.every((o) => o.done) && (next === null || (await dayBefore(next)) === null);
  if (done) await updateState(db(), { reconcileStartedAt: null, reconcileDay: null, reconciledAt: now() });
  return { ...result, finished: done };
}

/** Up to `pages` pages of one day's window; at its end, the day's rows it did not see go. */
async function readWindow(
  source: IndexSource,
  w: Window,
  { pages, size }: { pages: number; size: number },
  now: () => Date,
) {
  let cursor = w.cursorId && w.cursorAt ? { id: w.cursorId, created_at: w.cursorAt } : undefined;
  let changed = 0;
  let removed = 0;
  for (let read = 0; read < pages; read++) {
    const page = await readPage(source, {
      start_date: w.day,
      end_date: w.day,
      count: size,
      nextpage: cursor,
    });
    cursor = page.next;
    const at = now();
    const applied = await db().$transaction(async (tx) => {
      const applied = await applyRecords(tx, page.records, at);
      await updateState(tx, { skipped: { increment: page.skipped } });
      if (cursor) {
        await tx.reconcileWindow.update({
          where: { day: w.day },
          data: { cursorId: cursor.id, cursorAt: cursor.created_at },
        });
        return applied;
      }
      // Every record of the day was listed, and each one listed was marked seen (applyRecords).
      const stale = await tx.indexedSubmission.findMany({
        where: { createdAt: { gte: w.day, lt: dayAfter(w.day) }, seenAt: { lt: w.startedAt } },
        select: { submissionId: true },
      });
      removed = await removeRows(
        tx,
        stale.map((r) => r.submissionId),
      );
      await tx.reconcileWindow.delete({ where: { day: w.day } });
      return applied;
    });
    changed += applied.changed;
    await checkDuplicates(applied.touched);
    if (!cursor) {
      if (removed)
        console.info(`[dashboard] case index: ${removed} submission(s) of ${w.day} gone upstream, removed`);
      return { changed, removed, done: true };
    }
  }
  return { changed, removed, done: false };
}
