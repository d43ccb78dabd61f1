// How many cases each tab holds for this search and these filters, counted exactly in the case
// index (All, unfiltered, from its tally), with how many of them are past their deadline
// (lib/queue/deadline.ts).
import "server-only";
import { db } from "../db";
import type { DueRule } from "./deadline";
import { overdueWhere } from "./overdue";
import { tabs, type QueueView, type Tab } from "./view";
import { inChunks } from "../database/in-chunks";
import { indexedRows } from "../case-index/tally";
import { searchCandidates } from "./search-candidates";
import { filtersWhere, tabWhere, type IndexWhere } from "./where";

export interface TabCount {
  count: number;
  overdue: number;
}

export type TabCounts = Record<Tab, TabCount>;

/** Exact counts, or "broad": the search matches more cases than are counted one by one. */
export type CountResult = TabCounts | "broad";

/**
 * Tabs whose cases can be late: only a case still waiting for a decision can (deadline.ts).
 * The late condition (overdue.ts) is merged into the tab's own, not added beside it: a
 * condition written twice misleads SQLite's planner into reading every pending row.
 */
const canBeLate: Record<Tab, boolean> = {
  needs: true,
  mine: true,
  unassigned: true,
  all: true,
  awaiting: false,
  decided: false,
};

export async function countTabs(
  view: QueueView,
  me: string,
  options: { due: DueRule; now: number },
): Promise<CountResult> {
  const candidates = await searchCandidates(view.q);
  if (candidates === "broad") return "broad";
  const filters = filtersWhere(view);
  // Counted per part of the candidates a query can bind, and added up.
  const countOf = async (where: IndexWhere): Promise<number> =>
    Array.isArray(candidates)
      ? (
          await inChunks(candidates, async (part) => [
            await db().indexedSubmission.count({ where: { AND: [where, { submissionId: { in: part } }] } }),
          ])
        ).reduce((a, b) => a + b, 0)
      : db().indexedSubmission.count({ where });
  // All, unsearched and unfiltered, is the whole index: its tally (lib/case-index/tally.ts)
  // rather than a count of a million rows on each view.
  const whole = !Array.isArray(candidates) && filters.length === 0;
  const late = overdueWhere(options.due, options.now);
  const counted = await Promise.all(
    tabs.map(async (tab) => {
      const [count, overdue] = await Promise.all([
        tab === "all" && whole ? indexedRows(db()) : countOf({ AND: [tabWhere(tab, me), ...filters] }),
        canBeLate[tab] ? countOf({ AND: [{ ...tabWhere(tab, me), ...late }, ...filters] }) : 0,
      ]);
      return [tab, { count, overdue }] as const;
    }),
  );
  return Object.fromEntries(counted) as TabCounts;
}
