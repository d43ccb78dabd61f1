"use client";
// One bar chart of the overview (Recharts, docs/decisions/0021): full width, its title and
// what it counted above it, and the same numbers as a table for screen readers. The drawing
// is hidden from them, so Recharts' keyboard layer is off (nothing focusable inside it).
import {
  Bar,
  BarChart as Chart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { colorOf } from "./palette";

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
  stacked = true,
}: {
  id: string;
  title: string;
  /** What the chart counted, in a sentence ("Open cases among the newest 20,000 submissions."). */
  counted: string;
  data: BarData[];
  series: string[];
  stacked?: boolean;
}) {
  const rows = data.map((d) => ({ label: d.label, ...d.values }));
  return (
    <figure className="space-y-2" aria-labelledby={`${id}-title`} data-testid={id}>
      <figcaption>
        <span id={`${id}-title`} className="block font-medium">
          {title}
        </span>
        <span className="block text-xs text-slate-600">{counted}</span>
      </figcaption>
      {series.length === 0 || data.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing to show yet.</p>
      ) : (
        <div aria-hidden="true" className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <Chart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="label" tick={{ fontSize: 12, fill: "#475569" }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#475569" }} />
              <Tooltip />
              {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
              {series.map((name, i) => (
                <Bar
                  key={name}
                  dataKey={name}
                  stackId={stacked ? "a" : undefined}
                  fill={colorOf(i)}
                  isAnimationActive={false}
                />
              ))}
            </Chart>
          </ResponsiveContainer>
        </div>
      )}
      {/* A table ignores the 1px width of sr-only and, with many series, widened the page
          sideways; a clipped wrapper keeps it out of the layout. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Label</th>
              {series.map((s) => (
                <th key={s} scope="col">
                  {s}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                {series.map((s) => (
                  <td key={s}>{d.values[s] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
