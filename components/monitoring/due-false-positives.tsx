// Monitoring's second list: false positives whose period has passed. The hit is reviewed
// again on the case page with a new verdict, which takes it off this list.
import Link from "next/link";
import { UtcTime } from "@/components/ui/utc-time";
import type { DueFalsePositive } from "@/lib/aml-verdicts/due";

export function DueFalsePositives({ due, months }: { due: DueFalsePositive[]; months: number }) {
  return (
    <section aria-labelledby="due-heading" className="space-y-2">
      <h2 id="due-heading" className="text-lg font-semibold">
        False positives due for review ({due.length})
      </h2>
      <p className="max-w-3xl text-sm text-slate-600">
        A false positive stands for {months === 1 ? "1 month" : `${months} months`}; then the hit comes back
        for review. Record a new verdict on the case.
      </p>
      {due.length === 0 ? (
        <p className="text-sm text-slate-600">None has expired.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg bg-white text-sm">
          {due.map((d) => (
            <li key={`${d.submissionId} ${d.resourceId}`} className="p-2" data-testid="due-false-positive">
              <Link
                href={`/submissions/${encodeURIComponent(d.submissionId)}`}
                className="text-sky-800 underline"
              >
                {d.submissionId}
              </Link>{" "}
              · {d.listKey} · marked a false positive by {d.reviewerEmail} on <UtcTime value={d.createdAt} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
