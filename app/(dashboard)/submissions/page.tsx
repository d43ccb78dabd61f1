import type { Metadata } from "next";
import { connection } from "next/server";
import { SubmissionsTable } from "@/components/submissions/submissions-table";
import { UpstreamError } from "@/components/ui/upstream-error";
import { KycApiError } from "@/lib/kyc/errors";
import { fetchSubmissionPage } from "@/lib/submissions/queries";

export const metadata: Metadata = { title: "Submissions" };

export default async function SubmissionsPage() {
  await connection(); // rendered per request: the queue is live data
  let page: Awaited<ReturnType<typeof fetchSubmissionPage>>;
  try {
    page = await fetchSubmissionPage({ count: 50 });
  } catch (error) {
    if (!(error instanceof KycApiError)) throw error;
    console.error(`[dashboard] GET ${error.path} failed: ${error.code} ${error.status} ${error.message}`);
    return <UpstreamError message={error.userMessage} retryHref="/submissions" />;
  }
  return (
    <section aria-labelledby="submissions-heading" className="space-y-4">
      <h1 id="submissions-heading" className="text-xl font-semibold">
        Submissions
      </h1>
      {page.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">No submissions yet.</p>
      ) : (
        <SubmissionsTable rows={page.rows} />
      )}
    </section>
  );
}
