import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { DueFalsePositives } from "@/components/monitoring/due-false-positives";
import { UtcTime } from "@/components/ui/utc-time";
import { dueFalsePositives } from "@/lib/aml-verdicts/due";
import { env } from "@/lib/env";
import { formatNumber } from "@/lib/format";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";
import { isKycResult, isRisk, riskKeys } from "@/lib/i18n/value-keys";
import { formatSpan, type SpanWords } from "@/lib/queue/deadline";
import { auditedRead } from "@/lib/actions/read";
import { monitoringCounts, monitoringLimit, monitoringRows } from "@/lib/monitoring/queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("monitoring.title") };
}

const waitedSince = (from: Date, words: SpanWords) => formatSpan(Date.now() - from.getTime(), words);

/** The queue's Monitoring view: decided cases whose AML result changed after the decision, oldest change first. */
export default async function MonitoringPage() {
  await connection();
  const read = await auditedRead("monitoring:review", { action: "monitoring.list" });
  const [rows, counts, due] = await Promise.all([monitoringRows(), monitoringCounts(), dueFalsePositives()]);
  await read.succeeded();
  const [t, local] = await Promise.all([translator(), requestPreferences()]);
  const n = (value: number) => formatNumber(value, "—", local.locale);
  const spanWords: SpanWords = {
    minutes: (m) => t("values.span.minutes", { n: m }),
    hours: (h) => t("values.span.hours", { n: h }),
    days: (d) => t("values.span.days", { n: d }),
    dueIn: (s) => s,
    overdueBy: (s) => s,
  };
  const waited = (from: Date) => waitedSince(from, spanWords);
  const status = (s: string) => (isKycResult(s) ? t(`values.statusLong.${s}`) : s);
  const risk = (r: string | null) =>
    r && isRisk(r) ? t(`values.risk.${riskKeys[r]}`) : (r ?? t("monitoring.row.riskUnknown"));
  const oldest = counts.oldestChangedAt;
  return (
    <section aria-labelledby="monitoring-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <Link href="/submissions" className="text-sm text-sky-800 underline-offset-2 hover:underline">
          {t("monitoring.back")}
        </Link>
        <h1 id="monitoring-heading" className="text-xl font-semibold">
          {t("monitoring.heading")}
        </h1>
      </div>
      <p className="text-sm text-slate-700" data-testid="monitoring-counts">
        {oldest
          ? t("monitoring.countsWaited", {
              total: n(counts.total),
              n: counts.total,
              escalated: n(counts.escalated),
              waited: waited(oldest),
            })
          : t("monitoring.counts", {
              total: n(counts.total),
              n: counts.total,
              escalated: n(counts.escalated),
            })}
      </p>
      <p className="max-w-3xl text-sm text-slate-600">
        {counts.total > monitoringLimit
          ? t("monitoring.aboutLimited", { limit: n(monitoringLimit) })
          : t("monitoring.about")}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          {t("monitoring.empty")}
        </p>
      ) : (
        <table className="w-full border-collapse rounded-lg bg-white text-sm">
          <caption className="sr-only">{t("monitoring.caption")}</caption>
          <thead className="bg-slate-100 text-left">
            <tr>
              {(["case", "decision", "amlNow", "changed", "alert"] as const).map((column) => (
                <th key={column} scope="col" className="p-2">
                  {t(`monitoring.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.submissionId} data-testid="monitoring-row">
                <td className="break-all p-2">
                  <Link
                    href={`/monitoring/${encodeURIComponent(r.submissionId)}`}
                    className="text-sky-800 underline"
                  >
                    {r.submissionId}
                  </Link>
                  {r.name ? <span className="block font-medium">{r.name}</span> : null}
                </td>
                <td className="p-2">
                  {status(r.status)}, <UtcTime value={r.decidedAt.toISOString()} local={local} />
                </td>
                <td className="p-2">
                  {r.amlStatus === "Red Flag"
                    ? t("monitoring.row.redFlag", { risk: risk(r.riskLevel) })
                    : t("monitoring.row.noMatch")}
                </td>
                <td className="p-2">
                  <UtcTime value={r.changedAt.toISOString()} local={local} />{" "}
                  {t("monitoring.row.ago", { span: waited(r.changedAt) })}
                </td>
                <td className="p-2">
                  {!r.alert
                    ? t("monitoring.row.notClaimed")
                    : r.alert.status === "escalated"
                      ? r.alert.holderEmail
                        ? t("monitoring.row.escalatedTo", { holder: r.alert.holderEmail })
                        : t("monitoring.row.escalatedToManager")
                      : r.alert.holderEmail
                        ? t("monitoring.row.claimedBy", { holder: r.alert.holderEmail })
                        : t("monitoring.row.claimedByReviewer")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <DueFalsePositives due={due} months={env().aml.falsePositiveMonths} />
    </section>
  );
}
