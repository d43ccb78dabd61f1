import Link from "next/link";
import { upstreamFailure } from "@/lib/kyc/errors";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import type { QueueView } from "@/lib/queue/view";
import { fetchNextInQueue } from "@/lib/submissions/queries";
import { QueueKeys } from "./queue-keys";

/** "Next in queue": the first later submission of the same view that no colleague holds. */
export async function NextInQueue({
  view,
  record,
  queueQuery,
  me,
}: {
  view: QueueView;
  record: SubmissionRecord;
  queueQuery: string;
  me: string;
}) {
  const queueHref = `/submissions${queueQuery ? `?${queueQuery}` : ""}`;
  let nextId: string | null = null;
  try {
    nextId = await fetchNextInQueue(view, record, me);
  } catch (error) {
    const failure = upstreamFailure(error, "next in queue");
    return <span className="text-sm text-slate-500">Next in queue unavailable: {failure.userMessage}</span>;
  }
  const nextHref = nextId
    ? `/submissions/${encodeURIComponent(nextId)}${queueQuery ? `?${queueQuery}` : ""}`
    : null;
  return (
    <>
      <QueueKeys queueHref={queueHref} nextHref={nextHref} />
      {nextHref ? (
        <Link
          href={nextHref}
          className="rounded bg-sky-800 px-3 py-1 text-sm font-medium text-white hover:bg-sky-900"
          aria-keyshortcuts="n"
        >
          Next in queue →
        </Link>
      ) : (
        <span className="text-sm text-slate-500">Last submission of this queue</span>
      )}
    </>
  );
}
