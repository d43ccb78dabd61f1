// The case a deletion would erase, as the approver checks it before confirming: who the
// applicant is (name, date of birth, nationality, from the case index), when they applied and
// where the case stands. The request's reason and requester are in the row beside it.
import { useLocale, useTranslations } from "next-intl";
import { countryName } from "@/common/countries/names";
import type { DeletionApplicant } from "@/lib/deletions/queries";
import { isKycResult } from "@/lib/i18n/value-keys";

export function DeletionCaseSummary({
  applicant,
  submitted,
}: {
  applicant: DeletionApplicant | undefined;
  /** When the applicant applied, as the page writes times (<UtcTime> in the reader's zone). */
  submitted: React.ReactNode;
}) {
  const t = useTranslations("deletions.case");
  const values = useTranslations("values");
  const locale = useLocale();
  if (!applicant)
    return <p className="rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-950">{t("notIndexed")}</p>;
  const rows: [string, React.ReactNode][] = [
    [t("name"), applicant.name ?? "—"],
    [t("birthDate"), applicant.birthDate ?? "—"],
    [
      t("nationality"),
      applicant.nationality ? (countryName(applicant.nationality, locale) ?? applicant.nationality) : "—",
    ],
    [t("submitted"), submitted],
    [
      t("status"),
      isKycResult(applicant.status) ? values(`statusLong.${applicant.status}`) : applicant.status,
    ],
  ];
  return (
    <div
      role="group"
      aria-label={t("label")}
      className="rounded-md border border-slate-200 bg-slate-50 px-2 py-1.5"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
