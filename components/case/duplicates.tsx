// Other approved submissions of the same person (the interface's applicant lookup, read by the
// loader), compared side by side with this one. A pending case's possible duplicates:
// components/duplicates/.
import { useTranslations } from "next-intl";
import { use } from "react";
import { ComparisonTable } from "@/components/duplicates/comparison-table";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import type { OtherApprovals } from "@/lib/submissions/case-duplicates";
import type { Part } from "@/lib/submissions/case-part";
import { usePartMessage } from "./part-message";

export function Duplicates({
  record,
  otherApprovals,
  queueQuery,
}: {
  record: SubmissionRecord;
  otherApprovals: Promise<Part<OtherApprovals>>;
  queueQuery: string;
}) {
  const t = useTranslations("case.duplicates.approvals");
  const message = usePartMessage();
  const read = use(otherApprovals);
  if (!read.ok)
    return (
      <Frame>
        <UpstreamError title={t("failed")} message={message(read)} />
      </Frame>
    );
  const found = read.value;
  if (found.duplicates.length === 0) {
    return (
      <Frame>
        <p className="text-sm text-slate-600">{t("none")}</p>
      </Frame>
    );
  }
  return (
    <Frame>
      <p className="text-sm text-slate-600">
        {found.more > 0
          ? t("foundMore", { count: found.duplicates.length, more: found.more })
          : t("found", { count: found.duplicates.length })}
      </p>
      <ComparisonTable record={record} others={found.duplicates} queueQuery={queueQuery} />
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const t = useTranslations("case.duplicates");
  return (
    <section
      aria-labelledby="other-approvals-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="other-approvals-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
