import type { Metadata } from "next";
import { connection } from "next/server";
import { ChainAlert } from "@/components/audit/chain-alert";
import { BarChart } from "@/components/overview/bar-chart";
import { backlogBars, seriesBars, statusBars } from "@/components/overview/chart-data";
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

export const metadata: Metadata = { title: "Overview" };

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
  const decided = seriesBars(decisions, (d) => d.slice(5));
  // Month-day of each Monday: "week of" is said once, in what the chart counted.
  const deleted = seriesBars(deletions, (d) => d.slice(5));
  return (
    <section aria-labelledby="overview-heading" className="space-y-6">
      <h1 id="overview-heading" className="text-xl font-semibold">
        Overview
      </h1>
      {chain.broken ? <ChainAlert broken={chain.broken} link /> : null}
      <QueueCharts queue={queue} median={median} />
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <BarChart
          id="decisions-chart"
          title="Decisions per reviewer per day"
          counted="Decisions recorded in this dashboard over the last 14 days (UTC days), by reviewer."
          data={decided.data}
          series={decided.series}
        />
      </div>
      <DuplicateChart figures={duplicates} />
      <MonitoringChart figures={monitoring} />
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <BarChart
          id="deletions-chart"
          title="Deletions per week"
          counted="Deletion requests made and carried out, per week, each labelled by its Monday (UTC), last 12 weeks."
          data={deleted.data}
          series={deleted.series}
          stacked={false}
        />
      </div>
    </section>
  );
}

function QueueCharts({
  queue,
  median,
}: {
  queue: QueueOverview;
  median: Awaited<ReturnType<typeof fetchMedianToDecision>> | null;
}) {
  const scope = queue.complete
    ? `All ${formatNumber(queue.counted)} submissions counted.`
    : `The ${formatNumber(queue.counted)} submissions indexed so far counted; the case index is still being built.`;
  const status = statusBars(queue.counts);
  return (
    <>
      <TriageFigures triage={queue.triage} median={median} scope={scope} />
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <BarChart
          id="backlog-chart"
          title={`Backlog by age: ${formatNumber(queue.triage.backlog.overdue)} overdue`}
          counted={`Pending cases not yet decided here, by time since submission. ${scope}`}
          data={backlogBars(queue.triage.backlog)}
          series={["open cases"]}
        />
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <BarChart
          id="queue-chart"
          title="Submissions by status and AML status"
          counted={`Side by side per status: red flag (a possible sanctions or watch-list match), screened with no match, and not screened yet. ${scope}`}
          data={status.data}
          series={status.series}
          stacked={false}
        />
      </div>
    </>
  );
}
