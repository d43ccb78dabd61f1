// Other approved submissions of the same person (the interface's applicant lookup, read by the
// loader), compared side by side with this one. A pending case's possible duplicates:
// components/duplicates/.
import { use } from "react";
import { ComparisonTable } from "@/components/duplicates/comparison-table";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import type { OtherApprovals } from "@/lib/submissions/case-duplicates";
import type { Part } from "@/lib/submissions/case-part";

export function Duplicates({
  record,
  otherApprovals,
  queueQuery,
}: {
  record: SubmissionRecord;
  otherApprovals: Promise<Part<OtherApprovals>>;
  queueQuery: string;
}) {
  const read = use(otherApprovals);
  if (!read.ok)
    return (
      <Frame>
        <UpstreamError title="The duplicate lookup failed." message={read.userMessage} />
      </Frame>
    );
  const found = read.value;
  if (found.duplicates.length === 0) {
    return (
      <Frame>
        <p className="text-sm text-slate-600">No other approved submission of this person.</p>
      </Frame>
    );
  }
  return (
    <Frame>
      <p className="text-sm text-slate-600">
        {found.duplicates.length} other approved submission{found.duplicates.length === 1 ? "" : "s"} of the
        same person
        {found.more > 0 ? ` (and ${found.more} more not shown)` : ""}. Values that differ from this submission
        are highlighted.
      </p>
      <ComparisonTable record={record} others={found.duplicates} queueQuery={queueQuery} />
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="other-approvals-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="other-approvals-heading" className="text-base font-semibold">
        Duplicates
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
