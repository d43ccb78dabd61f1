// The overview's reads turned into the bars each chart draws.
import { noAml, type QueueCounts, type Series } from "@/lib/overview/aggregate";
import { ageBuckets, type AgeKey, type Backlog } from "@/lib/overview/triage";
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

/** The backlog's one series: its key; the chart shows it in the reader's words. */
export const openCases = "open cases";

export function backlogBars(backlog: Backlog, age: (key: AgeKey) => string): BarData[] {
  return ageBuckets.map((b, i) => ({ label: age(b.key), values: { [openCases]: backlog.byAge[i]! } }));
}

const statusOrder = ["pending", "incomplete", "approved", "rejected"];

// The AML column's values as the chart keys them (palette.ts colours them by these keys; the
// legend shows overview.status words for them).
const amlNames: Record<string, string> = {
  "Red Flag": "red flag",
  "no match": "screened, no match",
  [noAml]: noAml,
};
const amlOrder = Object.values(amlNames);
const amlName = (aml: string) => amlNames[aml] ?? aml;

export const amlSeriesWords = {
  "red flag": "redFlag",
  "screened, no match": "noMatch",
  [noAml]: "notScreened",
} as const;

/** `label`: a status in the reader's words (values.status); the status code by default. */
export function statusBars(
  counts: QueueCounts,
  label: (status: string) => string = (s) => s,
): { data: BarData[]; series: string[] } {
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
    label: label(s),
    values: Object.fromEntries(Object.entries(counts[s]!).map(([aml, n]) => [amlName(aml), n])),
  }));
  return { series, data };
}
