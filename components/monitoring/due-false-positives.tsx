// Monitoring's second list: false positives whose period has passed. The hit is reviewed
// again on the case page with a new verdict, which takes it off this list.
import Link from "next/link";
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { UtcTime } from "@/components/ui/utc-time";
import type { DueFalsePositive } from "@/lib/aml-verdicts/due";
import { formatNumber } from "@/lib/format";

export function DueFalsePositives({ due, months }: { due: DueFalsePositive[]; months: number }) {
  const t = useTranslations("monitoring.due");
  const local = { locale: useLocale(), timeZone: useTimeZone() ?? "UTC" };
  return (
    <section aria-labelledby="due-heading" className="space-y-2">
      <h2 id="due-heading" className="text-lg font-semibold">
        {t("heading", { count: formatNumber(due.length, "—", local.locale) })}
      </h2>
      <p className="max-w-3xl text-sm text-slate-600">{t("about", { n: months })}</p>
      {due.length === 0 ? (
        <p className="text-sm text-slate-600">{t("none")}</p>
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
              · {d.listKey} ·{" "}
              {t.rich("marked", {
                reviewer: d.reviewerEmail,
                time: () => <UtcTime value={d.createdAt} local={local} />,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
