// The overview's monitoring chart: decided cases whose AML result changed and wait in
// Monitoring, those escalated, and alerts closed by outcome, with a link to the closures in
// the audit log.
import Link from "next/link";
import type { MonitoringFigures } from "@/lib/overview/monitoring";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";
import { formatNumber } from "@/lib/format";
import { BarChart, type BarData } from "./bar-chart";

export async function MonitoringChart({ figures }: { figures: MonitoringFigures }) {
  const [t, { locale }] = await Promise.all([translator(), requestPreferences()]);
  const bar = (label: string, cases: number): BarData => ({ label, values: { cases } });
  const data = [
    bar(t("overview.monitoring.waiting"), figures.waiting),
    bar(t("overview.monitoring.escalated"), figures.escalated),
    bar(t("overview.monitoring.closedNoAction"), figures.closedNoAction),
    bar(t("overview.monitoring.offboarded"), figures.offboarded),
  ];
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <BarChart
        id="monitoring-chart"
        title={t("overview.monitoring.title", { waiting: formatNumber(figures.waiting, undefined, locale) })}
        counted={t("overview.monitoring.counted")}
        data={data}
        series={["cases"]}
        seriesNames={{ cases: t("overview.monitoring.series") }}
      />
      <p className="mt-2 text-sm">
        <Link href="/monitoring" className="text-sky-800 underline">
          {t("overview.monitoring.link")}
        </Link>{" "}
        ·{" "}
        <Link href="/audit?action=monitoring.close" className="text-sky-800 underline">
          {t("overview.monitoring.closedInLog")}
        </Link>
      </p>
    </div>
  );
}
