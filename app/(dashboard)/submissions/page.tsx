import type { Metadata } from "next";
import { connection } from "next/server";
import { QueueFilters } from "@/components/submissions/queue-filters";
import { QueuePager } from "@/components/submissions/queue-pager";
import { QueueScan } from "@/components/submissions/queue-scan";
import { SubmissionsTable } from "@/components/submissions/submissions-table";
import { UpstreamError } from "@/components/ui/upstream-error";
import { recordAudit } from "@/lib/audit/record";
import { requirePermission, type Actor } from "@/lib/auth/session";
import { KycApiError } from "@/lib/kyc/errors";
import { activeFilters, needsScan, nextPageQuery, parseView, viewQuery, ViewError, type QueueView } from "@/lib/submissions/filters";
import { fetchSubmissionPage, type QueuePage } from "@/lib/submissions/queries";

export const metadata: Metadata = { title: "Submissions" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SubmissionsPage({ searchParams }: Props) {
  await connection(); // rendered per request: the queue is live data
  const actor = await requirePermission("submissions:read");
  let view: QueueView;
  try {
    view = parseView(await searchParams);
  } catch (error) {
    if (!(error instanceof ViewError)) throw error;
    return <UpstreamError title="This queue address is not valid." message={error.message} retryHref="/submissions" retryLabel="Open the work queue" />;
  }
  const title = view.queue === "work" ? "Work queue" : "Submissions";
  return (
    <section aria-labelledby="submissions-heading" className="space-y-4">
      <h1 id="submissions-heading" className="text-xl font-semibold">{title}</h1>
      <QueueFilters view={view} />
      {needsScan(view) || view.submissionId ? <QueueScan view={view} /> : <UpstreamPage view={view} actor={actor} />}
    </section>
  );
}

/** A view the upstream filters alone: one call, rendered on the server (scans audit in their route). */
async function UpstreamPage({ view, actor }: { view: QueueView; actor: Actor }) {
  let page: QueuePage;
  const audit = { actor, action: "submission.search", details: { filters: activeFilters(view), size: view.size, page: view.trail.length + 1, scanned: false } };
  try {
    page = await fetchSubmissionPage(view);
    await recordAudit({ ...audit, outcome: "success" });
  } catch (error) {
    if (!(error instanceof KycApiError)) throw error;
    await recordAudit({ ...audit, outcome: "failure", reason: `upstream: ${error.code}` });
    console.error(`[dashboard] GET ${error.path} failed: ${error.code} ${error.status} ${error.message}`);
    const query = viewQuery(view);
    return <UpstreamError message={error.userMessage} retryHref={`/submissions${query ? `?${query}` : ""}`} />;
  }
  return (
    <div className="space-y-3">
      {page.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          {view.at ? "No more submissions after the previous page." : "No submissions yet."}
        </p>
      ) : (
        <SubmissionsTable rows={page.rows} queueQuery={viewQuery(view)} caption="Submissions, newest first" />
      )}
      <QueuePager view={view} next={page.next ? nextPageQuery(view, page.next) : null} />
    </div>
  );
}
