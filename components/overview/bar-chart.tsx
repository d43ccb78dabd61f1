"use client";
// One bar chart of the overview (Recharts, docs/decisions/0021): full width, its title and
// what it counted above it, and the same numbers as a table for screen readers. The drawing
// is hidden from them, so Recharts' keyboard layer is off (nothing focusable inside it).
// Every bar carries its number, and a bar too small to see beside a tall one (12 pending beside
// 1,782 incomplete) is drawn a few pixels high, so no count reads as nothing. Long category
// names are drawn as horizontal bars, so no label is dropped for lack of room. Series are keyed
// by a stable name (colours follow it, palette.ts) and shown by `seriesNames`, in the reader's
// language; numbers are written for the reader's locale.
import { useLocale, useTranslations } from "next-intl";
import { startTransition, useEffect, useRef, useState } from "react";
import { Bar, BarChart as Chart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "@/lib/format";
import { seriesColor } from "./palette";

export interface BarData {
  label: string;
  values: Record<string, number>;
}

export function BarChart({
  id,
  title,
  counted,
  data,
  series,
  seriesNames = {},
  stacked = true,
  horizontal = false,
}: {
  id: string;
  title: string;
  /** What the chart counted, in a sentence ("Open cases among the newest 20,000 submissions."). */
  counted: string;
  data: BarData[];
  series: string[];
  /** How each series is shown (legend, tooltip, table); its key when absent. */
  seriesNames?: Record<string, string>;
  stacked?: boolean;
  /** Bars across, labels at the left: for long category names. */
  horizontal?: boolean;
}) {
  const t = useTranslations("overview");
  const locale = useLocale();
  // The drawing's width, measured here and set in a transition: React then draws the chart in
  // slices between which the browser stays responsive, instead of every chart of the page in
  // one long task after hydration (Recharts' ResponsiveContainer sets it urgently).
  const box = useRef<HTMLDivElement>(null);
  const empty = series.length === 0 || data.length === 0;
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      startTransition(() => setWidth(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [empty]);
  const shown = (key: string) => seriesNames[key] ?? key;
  const rows = data.map((d) => ({ label: d.label, ...d.values }));
  // A non-zero count is never drawn thinner than this (not with stacking, where Recharts
  // cannot keep it); zero stays zero.
  const minimum = (value: number | null | undefined) => (value ? 3 : 0);
  // Recharts draws no bar, and so no label, for a zero: the table for screen readers has them.
  const number = (value: unknown) =>
    typeof value === "number" && value > 0 ? formatNumber(value, "", locale) : "";
  const tick = (value: unknown) =>
    typeof value === "number" ? formatNumber(value, "", locale) : String(value);
  // A stack's total, written once, by the topmost series that has a bar in that stack (Recharts
  // hands a label only the bars it drew, so the label finds its row through the bar's payload).
  const stackTotal = (name: string) => (entry: unknown) => {
    const row = (entry as { payload?: Record<string, unknown> }).payload ?? {};
    const value = (s: string) => (typeof row[s] === "number" ? (row[s] as number) : 0);
    const top = series.findLast((s) => value(s) > 0);
    return top === name ? number(series.reduce((sum, s) => sum + value(s), 0)) : "";
  };
  const height = horizontal ? Math.max(160, data.length * series.length * 34 + 48) : 256;
  const categoryAxis = { dataKey: "label", tick: { fontSize: 12, fill: "#475569" }, interval: 0 } as const;
  const valueAxis = {
    allowDecimals: false,
    tick: { fontSize: 12, fill: "#475569" },
    tickFormatter: tick,
  } as const;
  return (
    <figure className="space-y-2" aria-labelledby={`${id}-title`} data-testid={id}>
      <figcaption>
        <span id={`${id}-title`} className="block font-medium">
          {title}
        </span>
        <span className="block text-xs text-slate-600">{counted}</span>
      </figcaption>
      {empty ? (
        <p className="text-sm text-slate-600">{t("nothing")}</p>
      ) : (
        <div ref={box} aria-hidden="true" className="w-full" style={{ height }}>
          {width > 0 && (
            <Chart
              width={width}
              height={height}
              data={rows}
              layout={horizontal ? "vertical" : "horizontal"}
              margin={{ top: 20, right: horizontal ? 40 : 8, bottom: 8, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              {horizontal ? (
                <>
                  <XAxis type="number" {...valueAxis} />
                  <YAxis type="category" width={230} {...categoryAxis} />
                </>
              ) : (
                <>
                  <XAxis {...categoryAxis} />
                  <YAxis {...valueAxis} />
                </>
              )}
              <Tooltip formatter={(value) => tick(value)} />
              {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />}
              {series.map((name, i) => (
                <Bar
                  key={name}
                  dataKey={name}
                  name={shown(name)}
                  stackId={stacked ? "a" : undefined}
                  fill={seriesColor(name, i)}
                  minPointSize={stacked && series.length > 1 ? 0 : minimum}
                  isAnimationActive={false}
                >
                  {stacked && series.length > 1 ? (
                    <LabelList
                      position={horizontal ? "right" : "top"}
                      valueAccessor={stackTotal(name)}
                      fontSize={11}
                      fill="#334155"
                    />
                  ) : (
                    <LabelList
                      dataKey={name}
                      position={horizontal ? "right" : "top"}
                      formatter={number}
                      fontSize={11}
                      fill="#334155"
                    />
                  )}
                </Bar>
              ))}
            </Chart>
          )}
        </div>
      )}
      {/* A table ignores the 1px width of sr-only and, with many series, widened the page
          sideways; a clipped wrapper keeps it out of the layout. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t("tableLabel")}</th>
              {series.map((s) => (
                <th key={s} scope="col">
                  {shown(s)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                {series.map((s) => (
                  <td key={s}>{formatNumber(d.values[s] ?? 0, "", locale)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
