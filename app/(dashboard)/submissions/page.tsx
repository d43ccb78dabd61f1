import type { Metadata } from "next";
import { connection } from "next/server";
import { QueueFilters } from "@/components/queue/queue-filters";
import { QueueScan } from "@/components/queue/queue-scan";
import { UpstreamError } from "@/components/ui/upstream-error";
import { authorize } from "@/lib/auth/session";
import { parseView, viewQuery, ViewError, type QueueView } from "@/lib/queue/view";

export const metadata: Metadata = { title: "Submissions" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SubmissionsPage({ searchParams }: Props) {
  await connection(); // rendered per request: the queue is live data
  await authorize("submissions:read");
  let view: QueueView;
  try {
    view = parseView(await searchParams);
  } catch (error) {
    if (!(error instanceof ViewError)) throw error;
    return (
      <UpstreamError
        title="This queue address is not valid."
        message={error.message}
        retryHref="/submissions"
        retryLabel="Open the work queue"
      />
    );
  }
  const title = view.queue === "work" ? "Work queue" : "Submissions";
  return (
    <section aria-labelledby="submissions-heading" className="space-y-4">
      <h1 id="submissions-heading" className="text-xl font-semibold">
        {title}
      </h1>
      <QueueFilters view={view} />
      {/* Rows come from /api/submissions/scan (audited there) and are rendered in the browser;
          a new view starts afresh (skeleton, progress from zero). */}
      <QueueScan key={viewQuery(view)} view={view} />
    </section>
  );
}
