import type { Metadata } from "next";
import { connection } from "next/server";
import { QueueChart } from "@/components/overview/queue-chart";
import { StackedColumns } from "@/components/overview/stacked-columns";
import { UpstreamError } from "@/components/ui/upstream-error";
import { auditedRead } from "@/lib/actions/read";
import { KycApiError, upstreamFailure } from "@/lib/kyc/errors";
import {
  fetchDecisionsPerDay,
  fetchDeletionsPerWeek,
  fetchQueueOverview,
  type QueueOverview,
} from "@/lib/overview/queries";

export const metadata: Metadata = { title: "Overview" };

const shortDay = (d: string) => d.slice(5);
const week = (d: string) => `wk ${d.slice(5)}`;

export default async function OverviewPage() {
  await connection();
  const read = await auditedRead("overview:read", { action: "overview.view" });
  const [queue, decisions, deletions] = await Promise.all([
    fetchQueueOverview().catch((error: unknown) => upstreamFailure(error, "overview")),
    fetchDecisionsPerDay(),
    fetchDeletionsPerWeek(),
  ]);
  await read.succeeded();
  return (
    <section aria-labelledby="overview-heading" className="space-y-8">
      <h1 id="overview-heading" className="text-xl font-semibold">
        Overview
      </h1>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        {queue instanceof KycApiError ? (
          <UpstreamError
            title="The queue could not be counted."
            message={queue.userMessage}
            retryHref="/overview"
          />
        ) : (
          <QueueSummary queue={queue} />
        )}
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <StackedColumns
          id="decisions-chart"
          title="Decisions per reviewer per day (last 14 days, UTC)"
          series={decisions}
          xLabel={shortDay}
        />
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <StackedColumns
          id="deletions-chart"
          title="Deletions per week (requested and carried out, last 12 weeks)"
          series={deletions}
          xLabel={week}
        />
      </div>
    </section>
  );
}

function QueueSummary({ queue }: { queue: QueueOverview }) {
  return (
    <div className="space-y-2">
      <QueueChart counts={queue.counts} />
      <p className="text-xs text-slate-600">
        {queue.complete
          ? `All ${queue.counted.toLocaleString("en")} submissions counted, paging the KYC interface.`
          : `The newest ${queue.counted.toLocaleString("en")} submissions counted; older ones are not included.`}
      </p>
    </div>
  );
}
