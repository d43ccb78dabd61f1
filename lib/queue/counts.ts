// How many cases each tab holds, for the tab labels. The interface cannot count, so the
// dashboard pages upstream newest first (the search and filters applied) up to a budget and
// says exactly what it saw: a complete count when it reached the end, "at least" otherwise.
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { isOverdue } from "./deadline";
import type { LocalState } from "./scan";
import { viewMatcher, type ListPage } from "./scan";
import { emailAttempts, searchKind } from "./search";
import { tabs, type QueueView, type Tab } from "./view";

export interface TabCount {
  count: number;
  overdue: number;
}

export interface TabCounts {
  scanned: number;
  /** True when every submission was looked at: the counts are totals, not lower bounds. */
  complete: boolean;
  tabs: Record<Tab, TabCount>;
}

export async function countTabs(
  list: ListPage,
  view: QueueView,
  local: LocalState,
  options: { deadlineHours: number; now: number; budget?: number },
): Promise<TabCounts> {
  const budget = options.budget ?? 20_000;
  const matchers = tabs.map((tab) => [tab, viewMatcher({ ...view, tab }, local)] as const);
  const result: TabCounts = {
    scanned: 0,
    complete: false,
    tabs: Object.fromEntries(tabs.map((t) => [t, { count: 0, overdue: 0 }])) as Record<Tab, TabCount>,
  };
  const open = (r: SubmissionRecord) => r.kyc.result === "pending" && !local.decided.has(r.submission_id);
  const emails = view.q && searchKind(view.q) === "email" ? emailAttempts(view.q) : [undefined];
  for (const email of emails) {
    let nextpage = undefined as Awaited<ReturnType<ListPage>>["nextpageKey"];
    let batch = 500;
    do {
      const page = await list({ userid: view.userid, email: email ?? view.email, count: batch, nextpage });
      for (const record of page.Items) {
        result.scanned++;
        const late = isOverdue(record.created_at, open(record), options.deadlineHours, options.now);
        for (const [tab, matches] of matchers) {
          if (!matches(record)) continue;
          result.tabs[tab].count++;
          if (late) result.tabs[tab].overdue++;
        }
      }
      nextpage = page.nextpageKey;
      batch = Math.min(2000, batch * 2);
      if (!nextpage) result.complete = true;
    } while (nextpage && result.scanned < budget);
    if (result.scanned > 0) break; // the address as typed was known upstream
  }
  return result;
}
