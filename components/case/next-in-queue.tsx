import Link from "next/link";
import { UpstreamError } from "@/components/ui/upstream-error";
import { upstreamResult } from "@/lib/kyc/errors";
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
  const read = await upstreamResult(() => fetchNextInQueue(view, record, me), "next in queue");
  if (!read.ok)
    return <UpstreamError compact title="Next in queue unavailable:" message={read.failure.userMessage} />;
  const nextId = read.value;
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
