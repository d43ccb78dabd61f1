// How many cases each tab holds for this search and these filters, counted exactly in the case
// index, with how many of them are past their deadline (lib/queue/deadline.ts).
import "server-only";
import { db } from "../db";
import type { DueRule } from "./deadline";
import { idsContaining } from "./id-search";
import { overdueWhere } from "./overdue";
import { tabs, type QueueView, type Tab } from "./view";
import { filtersWhere, tabWhere, type Held } from "./where";

export interface TabCount {
  count: number;
  overdue: number;
}

export type TabCounts = Record<Tab, TabCount>;

export async function countTabs(
  view: QueueView,
  held: Held,
  options: { due: DueRule; now: number },
): Promise<TabCounts> {
  const filters = filtersWhere(view, await idsContaining(view.q));
  const late = overdueWhere(options.due, options.now);
  const counted = await Promise.all(
    tabs.map(async (tab) => {
      const where = { AND: [tabWhere(tab, held), ...filters] };
      const [count, overdue] = await Promise.all([
        db().indexedSubmission.count({ where }),
        db().indexedSubmission.count({ where: { AND: [where, late] } }),
      ]);
      return [tab, { count, overdue }] as const;
    }),
  );
  return Object.fromEntries(counted) as TabCounts;
}
