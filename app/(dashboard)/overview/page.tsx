import type { Metadata } from "next";
import { connection } from "next/server";
import { ChainAlert } from "@/components/audit/chain-alert";
import { BarChart } from "@/components/overview/bar-chart";
import {
  amlSeriesWords,
  backlogBars,
  openCases,
  seriesBars,
  statusBars,
} from "@/components/overview/chart-data";
import { DuplicateChart } from "@/components/overview/duplicate-chart";
import { MonitoringChart } from "@/components/overview/monitoring-chart";
import { TriageFigures } from "@/components/overview/triage-figures";
import { auditedRead } from "@/lib/actions/read";
import { fetchChainStatus } from "@/lib/audit/queries";
import {
  type QueueOverview,
  fetchDecisionsPerDay,
  fetchDeletionsPerWeek,
  fetchMedianToDecision,
  fetchQueueOverview,
} from "@/lib/overview/queries";
import { fetchDuplicateFigures } from "@/lib/overview/duplicates";
import { formatNumber } from "@/lib/format";
import { fetchMonitoringFigures } from "@/lib/overview/monitoring";
import { isKycResult } from "@/lib/i18n/value-keys";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("overview.title") };
}

type T = Awaited<ReturnType<typeof translator>>;

export default async function OverviewPage() {
  await connection();
  const read = await auditedRead("overview:read", { action: "overview.view" });
  const [queue, decisions, deletions, duplicates, chain, monitoring] = await Promise.all([
    fetchQueueOverview(),
    fetchDecisionsPerDay(),
    fetchDeletionsPerWeek(),
    fetchDuplicateFigures(),
    fetchChainStatus(),
    fetchMonitoringFigures(),
  ]);
  const median = await fetchMedianToDecision();
  await read.succeeded();
  const [t, { locale }] = await Promise.all([translator(), requestPreferences()]);
  const decided = seriesBars(decisions, (d) => d.slice(5));
  // Month-day of each Monday: "week of" is said once, in what the chart counted.
  const deleted = seriesBars(deletions, (d) => d.slice(5));
  return (
    <section aria-labelledby="overview-heading" className="space-y-6">
      <h1 id="overview-heading" className="text-xl font-semibold">
        {t("overview.title")}
      </h1>
      {chain.broken ? <ChainAlert broken={chain.broken} link /> : null}
      <QueueCharts queue={queue} median={median} t={t} locale={locale} />
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <BarChart
          id="decisions-chart"
          title={t("overview.decisions.title")}
          counted={t("overview.decisions.counted")}
          data={decided.data}
          series={decided.series}
        />
      </div>
      <DuplicateChart figures={duplicates} />
      <MonitoringChart figures={monitoring} />
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <BarChart
          id="deletions-chart"
          title={t("overview.deletions.title")}
          counted={t("overview.deletions.counted")}
          data={deleted.data}
          series={deleted.series}
          seriesNames={{
            requested: t("overview.deletions.requested"),
            deleted: t("overview.deletions.deleted"),
          }}
          stacked={false}
        />
      </div>
    </section>
  );
}

function QueueCharts({
  queue,
  median,
  t,
  locale,
}: {
  queue: QueueOverview;
  median: Awaited<ReturnType<typeof fetchMedianToDecision>> | null;
  t: T;
  locale: string;
}) {
  const count = formatNumber(queue.counted, undefined, locale);
  const scope = queue.complete ? t("overview.scopeAll", { count }) : t("overview.scopePartial", { count });
  const status = statusBars(queue.counts, (s) => (isKycResult(s) ? t(`values.status.${s}`) : s));
  const amlNames = Object.fromEntries(
    Object.entries(amlSeriesWords).map(([key, word]) => [key, t(`overview.status.${word}`)]),
  );
  return (
    <>
      <TriageFigures triage={queue.triage} median={median} scope={scope} />
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <BarChart
          id="backlog-chart"
          title={t("overview.backlog.title", {
            overdue: formatNumber(queue.triage.backlog.overdue, undefined, locale),
          })}
          counted={t("overview.backlog.counted", { scope })}
          data={backlogBars(queue.triage.backlog, (age) => t(`overview.backlog.ages.${age}`))}
          series={[openCases]}
          seriesNames={{ [openCases]: t("overview.backlog.series") }}
        />
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <BarChart
          id="queue-chart"
          title={t("overview.status.title")}
          counted={t("overview.status.counted", { scope })}
          data={status.data}
          series={status.series}
          seriesNames={amlNames}
          stacked={false}
        />
      </div>
    </>
  );
}
