// A pending or incomplete case's possible duplicates: what the lookup looked at (and what it
// did not), the approved submissions of the same person side by side with photos, and the
// group's resolution or the form to resolve it. Read by the loader (lib/submissions/case-duplicates.ts).
import { useTranslations } from "next-intl";
import { use } from "react";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/auth/permissions";
import type { PossibleDuplicates as Found } from "@/lib/submissions/case-duplicates";
import type { Part } from "@/lib/submissions/case-part";
import { UpstreamError } from "@/components/ui/upstream-error";
import { usePartMessage } from "@/components/case/part-message";
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
  const t = useTranslations("case.duplicates.possible");
  const partMessage = usePartMessage();
  const read = use(possible);
  if (!read.ok)
    return (
      <DuplicatesFrame>
        <UpstreamError title={t("failed")} message={t("failedMessage", { message: partMessage(read) })} />
      </DuplicatesFrame>
    );
  const lookup = read.value;
  if (!lookup) return null; // a decided case nobody found duplicates for while it was open
  const { group, complete, unidentified, stored, others, managers, names } = lookup;
  if (unidentified)
    return (
      <DuplicatesFrame>
        <p className="text-sm text-slate-600">{t("unidentified")}</p>
      </DuplicatesFrame>
    );
  const coverage = stored ? t("stored") : complete ? t("complete") : t("partial");
  const heading = stored ? t("storedHeading") : undefined;
  if (others.length === 0)
    return (
      <DuplicatesFrame heading={heading}>
        <p className="text-sm text-slate-600">{t("none", { coverage })}</p>
      </DuplicatesFrame>
    );
  const mayResolve = can(actor.role, "submissions:decide");
  return (
    <DuplicatesFrame heading={heading}>
      <p className="text-sm text-slate-600">{t("found", { count: others.length, coverage })}</p>
      {!group ? (
        <p className="text-sm text-slate-600">{t("recording")}</p>
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

export function DuplicatesFrame({ children, heading }: { children: React.ReactNode; heading?: string }) {
  const t = useTranslations("case.duplicates");
  return (
    <section
      aria-labelledby="duplicates-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
      id="duplicates"
    >
      <h2 id="duplicates-heading" className="text-base font-semibold">
        {heading ?? t("heading")}
      </h2>
      <div className="mt-2 space-y-3">{children}</div>
    </section>
  );
}

export function DuplicatesLoading({ searching }: { searching: boolean }) {
  const t = useTranslations("case.duplicates.possible");
  return (
    <DuplicatesFrame>
      <p role="status" className="text-sm text-slate-600">
        {searching ? t("searching") : t("reading")}
      </p>
    </DuplicatesFrame>
  );
}
