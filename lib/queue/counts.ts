// How many cases each tab holds for this search and these filters, counted exactly in the case
// index, with how many of them are past the review deadline (REVIEW_DEADLINE_HOURS).
import "server-only";
import { db } from "../db";
import { tabs, type QueueView, type Tab } from "./view";
import { filtersWhere, openCase, tabWhere } from "./where";

export interface TabCount {
  count: number;
  overdue: number;
}

export type TabCounts = Record<Tab, TabCount>;

export async function countTabs(
  view: QueueView,
  me: string,
  options: { deadlineHours: number; now: number },
): Promise<TabCounts> {
  const filters = filtersWhere(view);
  const late = new Date(options.now - options.deadlineHours * 3_600_000).toISOString();
  const counted = await Promise.all(
    tabs.map(async (tab) => {
      const where = { AND: [tabWhere(tab, me), ...filters] };
      const [count, overdue] = await Promise.all([
        db().indexedSubmission.count({ where }),
        // Only a case still waiting for a decision can be late (lib/queue/deadline.ts).
        db().indexedSubmission.count({ where: { AND: [where, openCase, { createdAt: { lt: late } }] } }),
      ]);
      return [tab, { count, overdue }] as const;
    }),
  );
  return Object.fromEntries(counted) as TabCounts;
}
