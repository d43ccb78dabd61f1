// The cheap filter for ongoing monitoring: decided records are otherwise read again only by
// the full reconciliation, so a re-screen after a list import would show hours later. The
// embedded service carries aml.changed_at on list records and answers `aml_changed_since`
// (docs/vendor-differences.md); each round asks for the records changed since the newest
// change the index holds (less a minute of overlap: two service processes commit out of
// order) and rewrites those that differ. Against the vendor, which sends no changed_at, the
// index holds none and this asks nothing: the reconciliation alone keeps AML results current.
import "server-only";
import { db } from "../db";
import { checkDuplicates } from "./duplicates";
import { readPage } from "./source";
import type { IndexSource } from "./source";
import { applyRecords } from "./store";

const overlapMs = 60_000;
const pageSize = 500;
/** Pages per round at most: a whole re-screen's changes arrive over a few rounds. */
const maxPages = 20;

export async function refreshAmlChanges(
  source: IndexSource,
  options: { now?: () => Date } = {},
): Promise<{ read: number; changed: number }> {
  const now = options.now ?? (() => new Date());
  const newest = await db().indexedSubmission.aggregate({ _max: { amlChangedAt: true } });
  const since = newest._max.amlChangedAt;
  const result = { read: 0, changed: 0 };
  if (!since) return result;
  let next: Awaited<ReturnType<typeof readPage>>["next"];
  for (let page = 0; page < maxPages; page++) {
    const read = await readPage(source, {
      aml_changed_since: new Date(since.getTime() - overlapMs).toISOString(),
      count: pageSize,
      ...(next ? { nextpage: next } : {}),
    });
    // A source that ignored the filter sends records without the time: stop, read nothing more.
    const changed = read.records.filter((r) => r.aml?.changed_at);
    const at = now();
    const applied = await db().$transaction((tx) => applyRecords(tx, changed, at));
    result.read += changed.length;
    result.changed += applied.changed;
    // A status change can arrive here first (an approval screened at once): the duplicate
    // rule must see it, or its pending namesakes never get their group.
    await checkDuplicates(applied.touched);
    next = read.next;
    if (!next || changed.length < read.records.length) break;
  }
  return result;
}
