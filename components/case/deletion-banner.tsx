// A deletion under way is the first thing a reviewer must see on a case: deciding it is moot.
import Link from "next/link";
import { UtcTime } from "@/components/ui/utc-time";

export function DeletionBanner({
  pending,
}: {
  pending: { requestedByEmail: string; requestedAt: Date; reason: string; statusLabel: string } | null;
}) {
  if (!pending) return null;
  return (
    <div role="status" className="rounded-lg border border-rose-300 bg-rose-50 p-3 text-sm text-rose-950">
      <strong>Deletion pending ({pending.statusLabel.toLowerCase()}).</strong> Requested by{" "}
      {pending.requestedByEmail} on <UtcTime value={pending.requestedAt} />: “{pending.reason}”.{" "}
      <Link href="/deletions" className="font-medium underline">
        See the deletion request
      </Link>
    </div>
  );
}

/** What the page says for a case the KYC service no longer has, when the dashboard deleted it. */
export function DeletedCase({
  submissionId,
  deletion,
}: {
  submissionId: string;
  deletion: {
    requestedByEmail: string;
    requestedAt: Date;
    decidedByEmail: string | null;
    decidedAt: Date | null;
    completedAt: Date | null;
    reason: string;
  };
}) {
  return (
    <section role="status" className="max-w-2xl rounded-lg border border-slate-300 bg-white p-4 text-sm">
      <h1 className="text-xl font-semibold">This case was deleted</h1>
      <p className="mt-2">
        Submission <code>{submissionId}</code> and its images were deleted from the KYC service on{" "}
        <UtcTime value={deletion.completedAt ?? deletion.decidedAt} />.
      </p>
      <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-y-1">
        <dt className="text-slate-600">Requested by</dt>
        <dd>
          {deletion.requestedByEmail} on <UtcTime value={deletion.requestedAt} />
        </dd>
        <dt className="text-slate-600">Reason</dt>
        <dd>{deletion.reason}</dd>
        <dt className="text-slate-600">Approved by</dt>
        <dd>
          {deletion.decidedByEmail ?? "—"} on <UtcTime value={deletion.decidedAt} />
        </dd>
      </dl>
      <p className="mt-3">
        <Link href="/submissions" className="text-sky-800 underline">
          Back to the queue
        </Link>
      </p>
    </section>
  );
}
