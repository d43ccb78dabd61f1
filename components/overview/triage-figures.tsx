// The overview's headline figures, each with what it was computed over, written for the
// reader's locale.
import type { Triage } from "@/lib/overview/triage";
import { formatNumber } from "@/lib/format";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
      <dd className="mt-1 text-xs text-slate-600">{note}</dd>
    </div>
  );
}

export async function TriageFigures({
  triage,
  median,
  scope,
}: {
  triage: Triage;
  median: { hours: number | null; measured: number; decisions: number; days: number } | null;
  scope: string;
}) {
  const [t, { locale }] = await Promise.all([translator(), requestPreferences()]);
  const n = (value: number) => formatNumber(value, undefined, locale);
  const tenth = (value: number) => formatNumber(value, undefined, locale, 1);
  const open = triage.backlog.byAge.reduce((a, b) => a + b, 0);
  const { redFlag, screened, notScreened } = triage.aml;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="triage-figures">
      <Figure
        label={t("overview.figures.open")}
        value={n(open)}
        note={t("overview.figures.openNote", { scope })}
      />
      <Figure
        label={t("overview.figures.overdue")}
        value={n(triage.backlog.overdue)}
        note={t("overview.figures.overdueNote")}
      />
      <Figure
        label={t("overview.figures.median")}
        value={
          median?.hours == null
            ? t("overview.figures.noDecisions")
            : t("overview.figures.hours", { hours: tenth(median.hours) })
        }
        note={
          median
            ? t("overview.figures.medianNote", {
                measured: n(median.measured),
                decisions: n(median.decisions),
                days: n(median.days),
              })
            : t("overview.figures.notMeasured")
        }
      />
      <Figure
        label={t("overview.figures.redShare")}
        value={
          screened
            ? t("overview.figures.share", { share: tenth((redFlag / screened) * 100) })
            : t("overview.figures.noneScreened")
        }
        note={t("overview.figures.redShareNote", {
          redFlag: n(redFlag),
          screened: n(screened),
          notScreened: n(notScreened),
        })}
      />
    </dl>
  );
}
