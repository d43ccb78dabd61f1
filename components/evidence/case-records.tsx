// The case page's signed records of its decisions: what the reviewer saw and decided, with
// the dashboard's check of each signature and the downloads (docs/accountability.md).
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { UtcTime } from "@/components/ui/utc-time";
import type { EvidenceSummary } from "@/lib/evidence/queries";
import { EvidenceLinks } from "./evidence-links";
import { SignatureState } from "./signature-state";

export function CaseRecords({ records }: { records: EvidenceSummary[] }) {
  const t = useTranslations("evidence.records");
  const local = { locale: useLocale(), timeZone: useTimeZone() ?? "UTC" };
  if (records.length === 0) return null;
  return (
    <section
      aria-labelledby="case-records-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="case-records-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      <p className="mt-1 text-xs text-slate-500">{t("utcNote")}</p>
      <ul className="mt-2 space-y-2 text-sm">
        {records.map((r) => (
          <li key={r.id} data-testid="case-record" className="space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <SignatureState valid={r.valid} problem={r.problem} />
              <span className="text-slate-600">
                {t.rich("issued", { time: () => <UtcTime value={r.issuedAt} local={local} /> })}
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-x-3 text-xs text-slate-600">
              <EvidenceLinks
                id={r.id}
                kind="case_record"
                label={t("label", { time: r.issuedAt.toISOString() })}
              />
              <span className="break-all font-mono">{t("digest", { digest: r.sha256.slice(0, 16) })}</span>
              <span>{t("key", { keyId: r.keyId })}</span>
            </div>
            {r.erased ? <p className="text-xs text-slate-600">{t("erased")}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
