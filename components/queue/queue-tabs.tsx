"use client";
// The queue's tabs with their exact counts (/api/submissions/counts, from the case index), and
// how fresh the index is: up to date as of when, still being built, or stale since when.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { CountResult, TabCounts } from "@/lib/queue/counts";
import type { IndexFreshness } from "@/lib/queue/freshness";
import type { MonitoringCounts } from "@/lib/monitoring/queries";
import { MonitoringTab } from "@/components/monitoring/monitoring-tab";
import { IndexStatus } from "./index-status";
import { candidateCap } from "@/lib/queue/search";
import { tabQuery, tabs, viewQuery, type QueueView } from "@/lib/queue/view";
import { formatNumber } from "@/lib/format";

interface Counts {
  tabs: CountResult;
  freshness: IndexFreshness;
}

type CountWords = ReturnType<typeof useTranslations<"queue.counts">>;

function describe(counts: Counts | null, tab: keyof TabCounts, t: CountWords, locale: string): string {
  const n = (value: number) => formatNumber(value, "—", locale);
  if (!counts) return t("counting");
  // One common word matches too many cases to count each tab: the rows still show.
  if (counts.tabs === "broad") return t("broad", { cap: n(candidateCap) });
  const { count, overdue } = counts.tabs[tab];
  // While the first build runs, a count covers what is indexed so far.
  const total = counts.freshness.built ? t("total", { count: n(count) }) : t("soFar", { count: n(count) });
  return overdue ? t("withOverdue", { total, overdue: n(overdue) }) : total;
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
  const t = useTranslations("queue");
  const counting = useTranslations("queue.counts");
  const locale = useLocale();
  const [counts, setCounts] = useState<{ query: string; value: Counts | null; failed?: boolean }>();
  useEffect(() => {
    const abort = new AbortController();
    fetch(`/api/submissions/counts?${query}`, { signal: abort.signal, cache: "no-store" })
      .then(async (response) => {
        // A refusal's reason is the route's to log; the tab says only that its count is unavailable.
        setCounts(
          response.ok
            ? { query, value: (await response.json()) as Counts }
            : { query, value: null, failed: true },
        );
      })
      .catch(() => {
        if (!abort.signal.aborted) setCounts({ query, value: null, failed: true });
      });
    return () => abort.abort();
  }, [query]);
  const current = counts?.query === query ? counts : undefined;
  return (
    <nav aria-label={t("tabsLabel")} className="space-y-1">
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
                <span>{t(`tabs.${tab}`)}</span>
                <span className="text-xs font-normal text-slate-600" data-testid={`count-${tab}`}>
                  {current?.failed
                    ? counting("unavailable")
                    : describe(current?.value ?? null, tab, counting, locale)}
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
              <span>{counting("duplicates")}</span>
              <span className="text-xs font-normal text-slate-600" data-testid="count-duplicates">
                {counting("duplicatesAwaiting", { count: formatNumber(duplicates, "—", locale) })}
              </span>
            </Link>
          </li>
        )}
        {monitoring && <MonitoringTab counts={monitoring} />}
      </ul>
      {/* The freshness line's height is kept while the counts load: appearing later, it pushed the
          rows below it down (the queue's layout shift). */}
      {current?.value ? (
        <IndexStatus freshness={current.value.freshness} />
      ) : (
        <p aria-hidden="true" className="h-4" />
      )}
    </nav>
  );
}
