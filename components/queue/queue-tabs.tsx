"use client";
// The queue's tabs with their counts. Counts come from /api/submissions/counts, which looks
// at a bounded number of submissions: each count says whether it is a total or a lower bound.
import Link from "next/link";
import { useEffect, useState } from "react";
import type { TabCounts } from "@/lib/queue/counts";
import { tabLabels, tabQuery, tabs, viewQuery, type QueueView } from "@/lib/queue/view";

const number = (n: number) => n.toLocaleString("en-US");

function describe(counts: TabCounts | null, tab: keyof TabCounts["tabs"]): string {
  if (!counts) return "counting…";
  const { count, overdue } = counts.tabs[tab];
  const total = counts.complete ? number(count) : `at least ${number(count)}`;
  return overdue ? `${total}, ${number(overdue)} overdue` : total;
}

/** `duplicates`: cases whose possible duplicates await a resolution (a separate page, from the database). */
export function QueueTabs({ view, duplicates }: { view: QueueView; duplicates?: number }) {
  const query = viewQuery(view, { tab: "all", at: undefined, trail: [] });
  const [counts, setCounts] = useState<{ query: string; value: TabCounts | null; failed?: string }>();
  useEffect(() => {
    const abort = new AbortController();
    fetch(`/api/submissions/counts?${query}`, { signal: abort.signal, cache: "no-store" })
      .then(async (response) => {
        const body = (await response.json()) as TabCounts & { message?: string };
        setCounts(response.ok ? { query, value: body } : { query, value: null, failed: body.message });
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
                {number(duplicates)} awaiting
              </span>
            </Link>
          </li>
        )}
      </ul>
      {current?.value && !current.value.complete && (
        <p className="text-xs text-slate-600">
          Counted over the newest {number(current.value.scanned)} submissions; older ones were not looked at.
        </p>
      )}
    </nav>
  );
}
