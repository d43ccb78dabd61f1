// The overview's reads turned into the bars each chart draws.
import { noAml, type QueueCounts, type Series } from "@/lib/overview/aggregate";
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

// The AML column's values as the chart names them (palette.ts colours them by these names).
const amlNames: Record<string, string> = {
  "Red Flag": "red flag",
  "no match": "screened, no match",
  [noAml]: noAml,
};
const amlOrder = Object.values(amlNames);
const amlName = (aml: string) => amlNames[aml] ?? aml;

export function statusBars(counts: QueueCounts): { data: BarData[]; series: string[] } {
  const statuses = [
    ...statusOrder.filter((s) => counts[s]),
    ...Object.keys(counts).filter((s) => !statusOrder.includes(s)),
  ];
  const names = new Set(statuses.flatMap((s) => Object.keys(counts[s]!).map(amlName)));
  const series = [
    ...amlOrder.filter((n) => names.has(n)),
    ...[...names].filter((n) => !amlOrder.includes(n)),
  ];
  const data = statuses.map((s) => ({
    label: s,
    values: Object.fromEntries(Object.entries(counts[s]!).map(([aml, n]) => [amlName(aml), n])),
  }));
  return { series, data };
}
