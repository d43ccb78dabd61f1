// The overview's duplicates chart: groups found, waiting, escalated and resolved by outcome,
// with a link to the resolutions in the audit log.
import Link from "next/link";
import type { DuplicateFigures } from "@/lib/overview/duplicates";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";
import { formatNumber } from "@/lib/format";
import { BarChart, type BarData } from "./bar-chart";

const outcomes = ["same_person", "different_person", "duplicate_account", "fraud_confirmed"] as const;

export async function DuplicateChart({ figures }: { figures: DuplicateFigures }) {
  const [t, { locale }] = await Promise.all([translator(), requestPreferences()]);
  const bar = (label: string, groups: number): BarData => ({ label, values: { groups } });
  const data = [
    bar(t("overview.duplicates.found"), figures.found),
    bar(t("overview.duplicates.awaiting"), figures.awaiting),
    bar(t("overview.duplicates.escalated"), figures.escalated),
    ...outcomes.map((o) =>
      bar(
        t("overview.duplicates.resolved", { outcome: t(`overview.duplicates.outcomes.${o}`) }),
        figures.byOutcome[o] ?? 0,
      ),
    ),
  ];
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <BarChart
        id="duplicates-chart"
        title={t("overview.duplicates.title", {
          found: formatNumber(figures.found, undefined, locale),
          resolved: formatNumber(figures.resolved, undefined, locale),
        })}
        counted={t("overview.duplicates.counted")}
        data={data}
        series={["groups"]}
        seriesNames={{ groups: t("overview.duplicates.series") }}
        horizontal
      />
      <p className="mt-2 text-sm">
        <Link href="/audit?action=duplicate.resolve" className="text-sky-800 underline">
          {t("overview.duplicates.resolutions")}
        </Link>{" "}
        ·{" "}
        <Link href="/audit?action=duplicate.settle" className="text-sky-800 underline">
          {t("overview.duplicates.settled")}
        </Link>
      </p>
    </div>
  );
}
