// The full reconciliation: every day that holds indexed submissions is listed again with the
// vendor's start_date/end_date window (one UTC day each, several days at once), so a record
// changed or deleted elsewhere is noticed even if it is no longer open. A row the window no
// longer lists, and that was not seen since the window was read, is removed. The round moves
// from the newest day to the oldest and remembers the day it continues from.
import "server-only";
import { db } from "../db";
import { checkDuplicates } from "./duplicates";
import { readPage, type IndexSource } from "./source";
import { applyRecords, removeRows } from "./store";
import { syncState, updateState } from "./state";

export interface ReconcileOptions {
  /** Days listed at once. */
  parallel?: number;
  /** Days one call works through before handing back (the worker renews its lease between). */
  maxDays?: number;
  /** Time between the end of one round and the start of the next. */
  everyMs: number;
  now?: () => Date;
}

export interface ReconcileResult {
  days: number;
  removed: number;
  changed: number;
  /** True when a round ended in this call. */
  finished: boolean;
}

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
    state = await updateState(db(), { reconcileStartedAt: now(), reconcileDay: null });
  }
  const days: string[] = [];
  let cursor = state.reconcileDay; // days before this one are still to do (null: start at the newest)
  while (days.length < (options.maxDays ?? 8)) {
    const day = await dayBefore(cursor ? cursor : null);
    if (!day) break;
    days.push(day);
    cursor = day;
  }
  const parallel = options.parallel ?? 4;
  for (let i = 0; i < days.length; i += parallel) {
    const outcomes = await Promise.all(
      days.slice(i, i + parallel).map((day) => reconcileDay(source, day, now)),
    );
    for (const o of outcomes) {
      result.removed += o.removed;
      result.changed += o.changed;
    }
    result.days += outcomes.length;
  }
  const last = days.at(-1);
  const done = !last || (await dayBefore(last)) === null;
  await updateState(
    db(),
    done ? { reconcileStartedAt: null, reconcileDay: null, reconciledAt: now() } : { reconcileDay: last },
  );
  return { ...result, finished: done };
}

/** One day: every page of the window, then the rows of that day the window did not list. */
async function reconcileDay(source: IndexSource, day: string, now: () => Date) {
  const started = now();
  const listed = new Set<string>();
  let next;
  let changed = 0;
  do {
    const page = await readPage(source, { start_date: day, end_date: day, count: 2000, nextpage: next });
    for (const r of page.records) listed.add(r.submission_id);
    const at = now();
    const applied = await db().$transaction(async (tx) => {
      const applied = await applyRecords(tx, page.records, at);
      await updateState(tx, { skipped: { increment: page.skipped } });
      return applied;
    });
    changed += applied.changed;
    await checkDuplicates(applied.touched);
    next = page.next;
  } while (next);
  const stale = await db().indexedSubmission.findMany({
    where: { createdAt: { gte: day, lt: dayAfter(day) }, seenAt: { lt: started } },
    select: { submissionId: true },
  });
  const gone = stale.map((r) => r.submissionId).filter((id) => !listed.has(id));
  const removed = gone.length ? await db().$transaction((tx) => removeRows(tx, gone)) : 0;
  if (removed)
    console.info(`[dashboard] case index: ${removed} submission(s) of ${day} gone upstream, removed`);
  return { changed, removed };
}
