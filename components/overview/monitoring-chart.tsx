// The overview's monitoring chart: decided cases whose AML result changed and wait in
// Monitoring, those escalated, and alerts closed by outcome, with a link to the closures in
// the audit log.
import Link from "next/link";
import type { MonitoringFigures } from "@/lib/overview/monitoring";
import { BarChart, type BarData } from "./bar-chart";

export function MonitoringChart({ figures }: { figures: MonitoringFigures }) {
  const bar = (label: string, cases: number): BarData => ({ label, values: { cases } });
  const data = [
    bar("waiting in Monitoring", figures.waiting),
    bar("escalated to a manager", figures.escalated),
    bar("closed: no action", figures.closedNoAction),
    bar("closed: offboard", figures.offboarded),
  ];
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <BarChart
        id="monitoring-chart"
        title={`Ongoing monitoring: ${figures.waiting} changed AML result(s) waiting`}
        counted="Decided cases whose AML result changed after the decision (a re-screen after a list change); alerts closed, all time."
        data={data}
        series={["cases"]}
      />
      <p className="mt-2 text-sm">
        <Link href="/monitoring" className="text-sky-800 underline">
          Monitoring
        </Link>{" "}
        ·{" "}
        <Link href="/audit?action=monitoring.close" className="text-sky-800 underline">
          Closed alerts in the audit log
        </Link>
      </p>
    </div>
  );
}
