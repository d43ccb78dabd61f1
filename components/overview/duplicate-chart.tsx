// The overview's duplicates chart: groups found, waiting, escalated and resolved by outcome,
// with a link to the resolutions in the audit log.
import Link from "next/link";
import { outcomeLabel } from "@/lib/duplicates/words";
import type { DuplicateFigures } from "@/lib/overview/duplicates";
import { BarChart, type BarData } from "./bar-chart";

const outcomes = ["same_person", "different_person", "duplicate_account", "fraud_confirmed"];

export function DuplicateChart({ figures }: { figures: DuplicateFigures }) {
  const bar = (label: string, groups: number): BarData => ({ label, values: { groups } });
  const data = [
    bar("found", figures.found),
    bar("awaiting a resolution", figures.awaiting),
    bar("escalated (suspected fraud)", figures.escalated),
    ...outcomes.map((o) => bar(`resolved: ${outcomeLabel(o)}`, figures.byOutcome[o] ?? 0)),
  ];
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <BarChart
        id="duplicates-chart"
        title={`Possible duplicates: ${figures.found} found, ${figures.resolved} resolved`}
        counted="Cases whose possible duplicates the dashboard found (when a case is opened or approved), all time."
        data={data}
        series={["groups"]}
        horizontal
      />
      <p className="mt-2 text-sm">
        <Link href="/audit?action=duplicate.resolve" className="text-sky-800 underline">
          Resolutions in the audit log
        </Link>{" "}
        ·{" "}
        <Link href="/audit?action=duplicate.settle" className="text-sky-800 underline">
          Settled suspected frauds
        </Link>
      </p>
    </div>
  );
}
