// A pending or incomplete case's possible duplicates: what the lookup looked at (and what it
// did not), the approved submissions of the same person side by side with photos, and the
// group's resolution or the form to resolve it. Read by the loader (lib/submissions/case-duplicates.ts).
import { use } from "react";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/auth/permissions";
import type { PossibleDuplicates as Found } from "@/lib/submissions/case-duplicates";
import type { Part } from "@/lib/submissions/case-part";
import { UpstreamError } from "@/components/ui/upstream-error";
import { ComparisonTable } from "./comparison-table";
import { GroupResolution } from "./group-resolution";

export function PossibleDuplicates({
  record,
  possible,
  actor,
  queueQuery,
}: {
  record: SubmissionRecord;
  possible: Promise<Part<Found | null>>;
  actor: Actor;
  queueQuery: string;
}) {
  const read = use(possible);
  if (!read.ok)
    return (
      <DuplicatesFrame>
        <UpstreamError
          title="The search for possible duplicates failed."
          message={`${read.userMessage} Reload to try again.`}
        />
      </DuplicatesFrame>
    );
  const lookup = read.value;
  if (!lookup) return null; // a decided case nobody found duplicates for while it was open
  const { group, complete, unidentified, stored, others, managers, names } = lookup;
  if (unidentified)
    return (
      <DuplicatesFrame>
        <p className="text-sm text-slate-600">
          Not looked for: this case has no name, date of birth, nationality or gender yet.
        </p>
      </DuplicatesFrame>
    );
  const coverage = stored
    ? "Found while the case was open."
    : complete
      ? "Every indexed submission was looked at; each candidate was read again from the KYC service."
      : "The case index is still being built: older submissions were not checked yet.";
  const heading = stored ? "Possible duplicates found while the case was open" : "Duplicates";
  if (others.length === 0)
    return (
      <DuplicatesFrame heading={heading}>
        <p className="text-sm text-slate-600">
          No approved submission of the same person (same name in any order, date of birth, nationality and
          gender). {coverage}
        </p>
      </DuplicatesFrame>
    );
  const mayResolve = can(actor.role, "submissions:decide");
  return (
    <DuplicatesFrame heading={heading}>
      <p className="text-sm text-slate-600">
        {others.length} approved submission{others.length === 1 ? "" : "s"} with the same name (in any order),
        date of birth, nationality and gender. The faces are not compared automatically: compare the photos.{" "}
        {coverage}
      </p>
      {!group ? (
        <p className="text-sm text-slate-600">
          The case index records these duplicates within seconds; reload to resolve them.
        </p>
      ) : (
        <GroupResolution
          group={group}
          submissionId={record.submission_id}
          candidates={others.map((o) => o.id)}
          mayResolve={mayResolve && (record.kyc.result === "pending" || record.kyc.result === "incomplete")}
          maySettle={can(actor.role, "duplicates:settle")}
          managers={managers}
          names={names}
          pending={record.kyc.result === "pending"}
        />
      )}
      <ComparisonTable record={record} others={others} queueQuery={queueQuery} />
    </DuplicatesFrame>
  );
}

export function DuplicatesFrame({
  children,
  heading = "Duplicates",
}: {
  children: React.ReactNode;
  heading?: string;
}) {
  return (
    <section
      aria-labelledby="duplicates-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
      id="duplicates"
    >
      <h2 id="duplicates-heading" className="text-base font-semibold">
        {heading}
      </h2>
      <div className="mt-2 space-y-3">{children}</div>
    </section>
  );
}

export function DuplicatesLoading({ searching }: { searching: boolean }) {
  return (
    <DuplicatesFrame>
      <p role="status" className="text-sm text-slate-600">
        {searching
          ? "Looking up approved submissions of the same person…"
          : "Reading the possible duplicates found while the case was open…"}
      </p>
    </DuplicatesFrame>
  );
}
