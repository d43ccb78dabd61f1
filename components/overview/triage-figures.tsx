// The overview's headline figures, each with what it was computed over.
import type { Triage } from "@/lib/overview/triage";
import { formatNumber } from "@/lib/format";

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
      <dd className="mt-1 text-xs text-slate-600">{note}</dd>
    </div>
  );
}

export function TriageFigures({
  triage,
  median,
  scope,
}: {
  triage: Triage;
  median: { hours: number | null; measured: number; decisions: number; days: number } | null;
  scope: string;
}) {
  const open = triage.backlog.byAge.reduce((a, b) => a + b, 0);
  const { redFlag, screened, notScreened } = triage.aml;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="triage-figures">
      <Figure label="Open cases" value={formatNumber(open)} note={`Pending and not decided here. ${scope}`} />
      <Figure
        label="Overdue"
        value={formatNumber(triage.backlog.overdue)}
        note="Open cases past the review deadline."
      />
      <Figure
        label="Median time to decision"
        value={median?.hours == null ? "no decisions yet" : `${median.hours.toFixed(1)} h`}
        note={
          median
            ? `Over ${formatNumber(median.measured)} of the ${formatNumber(median.decisions)} decisions of the last ${median.days} days (those whose submission was counted).`
            : "Not measured."
        }
      />
      <Figure
        label="AML red-flag share"
        value={screened ? `${((redFlag / screened) * 100).toFixed(1)} %` : "none screened"}
        note={`${formatNumber(redFlag)} red flags among ${formatNumber(screened)} screened submissions; ${formatNumber(notScreened)} not screened are left out.`}
      />
    </dl>
  );
}
