// A pending or incomplete case's possible duplicates: what the lookup looked at (and what it
// did not), the approved submissions of the same person side by side with photos, and the
// group's resolution or the form to resolve it.
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/auth/permissions";
import { caseLookup, type CaseDuplicates } from "@/lib/duplicates/case-lookup";
import { managers } from "@/lib/duplicates/managers";
import { idsOf } from "@/lib/duplicates/store";
import { UpstreamError } from "@/components/ui/upstream-error";
import { upstreamResult } from "@/lib/kyc/errors";
import { ComparisonTable, type Compared } from "./comparison-table";
import { GroupResolution } from "./group-resolution";

export async function PossibleDuplicates({
  record,
  actor,
  queueQuery,
}: {
  record: SubmissionRecord;
  actor: Actor;
  queueQuery: string;
}) {
  const read = await upstreamResult(() => caseLookup(record), "possible duplicates");
  if (!read.ok)
    return (
      <DuplicatesFrame>
        <UpstreamError
          title="The search for possible duplicates failed."
          message={`${read.failure.userMessage} Reload to try again.`}
        />
      </DuplicatesFrame>
    );
  const lookup: CaseDuplicates | null = read.value;
  if (!lookup) return null; // a decided case nobody found duplicates for while it was open
  const { candidates, group, complete, unidentified, stored } = lookup;
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
  // Ids stored earlier that the lookup no longer finds (deleted or changed upstream) still show.
  const heading = stored ? "Possible duplicates found while the case was open" : "Duplicates";
  const found = new Map(candidates.map((c) => [c.submission_id, c]));
  const others: Compared[] = [...new Set([...found.keys(), ...(group ? idsOf(group.matchIds) : [])])].map(
    (id) => ({
      id,
      email: found.get(id)?.email ?? null,
      record: found.get(id) ?? null,
    }),
  );
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
          managers={mayResolve && group.status === "open" ? await managers() : []}
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
