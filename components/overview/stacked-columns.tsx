// A stacked column chart over time, rendered on the server as SVG (no client script). The
// same numbers follow as a table for screen readers and for reading exact values.
import type { Series } from "@/lib/overview/aggregate";
import { colorOf } from "./palette";

const width = 720;
const height = 220;
const pad = { top: 12, right: 8, bottom: 36, left: 36 };

export function StackedColumns({
  id,
  title,
  series,
  xLabel,
}: {
  id: string;
  title: string;
  series: Series;
  xLabel: (x: string) => string;
}) {
  const names = Object.keys(series.values);
  const totals = series.x.map((_, i) => names.reduce((sum, name) => sum + series.values[name]![i]!, 0));
  const max = Math.max(1, ...totals);
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / series.x.length;
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => pad.top + plotH - (v / max) * plotH;
  const ticks = [0, Math.round(max / 2), max].filter((v, i, all) => all.indexOf(v) === i);
  const every = Math.ceil(series.x.length / 8); // at most ~8 x labels
  return (
    <figure className="space-y-2" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-medium">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        className="w-full max-w-3xl"
        data-testid={id}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.left} x2={width - pad.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
            <text x={pad.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {t}
            </text>
          </g>
        ))}
        {series.x.map((x, i) => {
          let base = 0;
          const cx = pad.left + i * slot + (slot - barW) / 2;
          return (
            <g key={x}>
              {names.map((name, n) => {
                const v = series.values[name]![i]!;
                if (!v) return null;
                const top = y(base + v);
                const rect = (
                  <rect key={name} x={cx} y={top} width={barW} height={y(base) - top} fill={colorOf(n)}>
                    <title>{`${xLabel(x)} · ${name}: ${v}`}</title>
                  </rect>
                );
                base += v;
                return rect;
              })}
              {i % every === 0 ? (
                <text
                  x={cx + barW / 2}
                  y={height - pad.bottom + 16}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#475569"
                >
                  {xLabel(x)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {names.length ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
          {names.map((name, n) => (
            <li key={name} className="flex items-center gap-1">
              <span className="inline-block h-3 w-3 rounded-sm" style={{ background: colorOf(n) }} />
              {name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Nothing in this period.</p>
      )}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th>Period</th>
            {names.map((name) => (
              <th key={name}>{name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.x.map((x, i) => (
            <tr key={x}>
              <th>{xLabel(x)}</th>
              {names.map((name) => (
                <td key={name}>{series.values[name]![i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
