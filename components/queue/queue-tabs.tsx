"use client";
// The queue's tabs with their exact counts (/api/submissions/counts, from the case index), and
// how fresh the index is: up to date as of when, still being built, or stale since when.
import Link from "next/link";
import { useEffect, useState } from "react";
import type { CountResult, TabCounts } from "@/lib/queue/counts";
import type { IndexFreshness } from "@/lib/queue/freshness";
import type { MonitoringCounts } from "@/lib/monitoring/queries";
import { MonitoringTab } from "@/components/monitoring/monitoring-tab";
import { IndexStatus } from "./index-status";
import { candidateCap } from "@/lib/queue/search";
import { tabLabels, tabQuery, tabs, viewQuery, type QueueView } from "@/lib/queue/view";
import { errorMessageOf } from "@/lib/error-response";
import { formatNumber } from "@/lib/format";

interface Counts {
  tabs: CountResult;
  freshness: IndexFreshness;
}

function describe(counts: Counts | null, tab: keyof TabCounts): string {
  if (!counts) return "counting…";
  // One common word matches too many cases to count each tab: the rows still show.
  if (counts.tabs === "broad") return `over ${formatNumber(candidateCap)} match`;
  const { count, overdue } = counts.tabs[tab];
  // While the first build runs, a count covers what is indexed so far.
  const total = counts.freshness.built ? formatNumber(count) : `${formatNumber(count)} so far`;
  return overdue ? `${total}, ${formatNumber(overdue)} overdue` : total;
}

/** `duplicates`: cases whose possible duplicates await a resolution (a separate page, from the database);
 * `monitoring`: decided cases whose AML result changed (a separate page, from the case index). */
export function QueueTabs({
  view,
  duplicates,
  monitoring,
}: {
  view: QueueView;
  duplicates?: number;
  monitoring?: MonitoringCounts;
}) {
  const query = viewQuery(view, { tab: "all", at: undefined, trail: [] });
  const [counts, setCounts] = useState<{ query: string; value: Counts | null; failed?: string }>();
  useEffect(() => {
    const abort = new AbortController();
    fetch(`/api/submissions/counts?${query}`, { signal: abort.signal, cache: "no-store" })
      .then(async (response) => {
        const body: unknown = await response.json();
        setCounts(
          response.ok
            ? { query, value: body as Counts }
            : {
                query,
                value: null,
                failed: errorMessageOf(body) ?? `The dashboard answered HTTP ${response.status}.`,
              },
        );
      })
      .catch(() => {
        if (!abort.signal.aborted)
          setCounts({ query, value: null, failed: "The counts could not be loaded." });
      });
    return () => abort.abort();
  }, [query]);
  const current = counts?.query === query ? counts : undefined;
  return (
    <nav aria-label="Queue views" className="space-y-1">
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab) => {
          const selected = tab === view.tab;
          return (
            <li key={tab}>
              <Link
                href={`/submissions?${tabQuery(view, tab)}`}
                prefetch={false}
                aria-current={selected ? "page" : undefined}
                className={`-mb-px inline-flex flex-col rounded-t border px-3 py-1.5 text-sm ${
                  selected
                    ? "border-slate-200 border-b-white bg-white font-semibold text-slate-900"
                    : "border-transparent text-sky-800 hover:bg-slate-50"
                }`}
              >
                <span>{tabLabels[tab]}</span>
                <span className="text-xs font-normal text-slate-600" data-testid={`count-${tab}`}>
                  {current?.failed ? "count unavailable" : describe(current?.value ?? null, tab)}
                </span>
              </Link>
            </li>
          );
        })}
        {duplicates !== undefined && (
          <li>
            <Link
              href="/duplicates"
              prefetch={false}
              className="-mb-px inline-flex flex-col rounded-t border border-transparent px-3 py-1.5 text-sm text-sky-800 hover:bg-slate-50"
            >
              <span>Duplicates</span>
              <span className="text-xs font-normal text-slate-600" data-testid="count-duplicates">
                {formatNumber(duplicates)} awaiting
              </span>
            </Link>
          </li>
        )}
        {monitoring && <MonitoringTab counts={monitoring} />}
      </ul>
      {current?.value && <IndexStatus freshness={current.value.freshness} />}
    </nav>
  );
}
