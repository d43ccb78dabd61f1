// The overview's reads turned into the bars each chart draws.
import type { QueueCounts, Series } from "@/lib/overview/aggregate";
import { ageBuckets, type Backlog } from "@/lib/overview/triage";
import type { BarData } from "./bar-chart";

export function seriesBars(
  series: Series,
  label: (x: string) => string,
): { data: BarData[]; series: string[] } {
  const names = Object.keys(series.values).sort();
  return {
    series: names,
    data: series.x.map((x, i) => ({
      label: label(x),
      values: Object.fromEntries(names.map((n) => [n, series.values[n]![i]!])),
    })),
  };
}

export function backlogBars(backlog: Backlog): BarData[] {
  return ageBuckets.map((b, i) => ({ label: b.label, values: { "open cases": backlog.byAge[i]! } }));
}

const statusOrder = ["pending", "incomplete", "approved", "rejected"];

export function statusBars(counts: QueueCounts): { data: BarData[]; series: string[] } {
  const statuses = [
    ...statusOrder.filter((s) => counts[s]),
    ...Object.keys(counts).filter((s) => !statusOrder.includes(s)),
  ];
  const series = [...new Set(statuses.flatMap((s) => Object.keys(counts[s]!)))].sort();
  return { series, data: statuses.map((s) => ({ label: s, values: counts[s]! })) };
}
