// The queue by status, each bar split by AML status: horizontal stacked bars in SVG, with the
// exact counts beside each bar and as a table for screen readers.
import type { QueueCounts } from "@/lib/overview/aggregate";
import { colorOf } from "./palette";

const statusOrder = ["pending", "incomplete", "approved", "rejected"];
const width = 720;
const rowH = 34;
const labelW = 96;
const countW = 64;

export function QueueChart({ counts }: { counts: QueueCounts }) {
  const statuses = [
    ...statusOrder.filter((s) => counts[s]),
    ...Object.keys(counts).filter((s) => !statusOrder.includes(s)),
  ];
  const amls = [...new Set(statuses.flatMap((s) => Object.keys(counts[s]!)))].sort();
  const total = (s: string) => Object.values(counts[s]!).reduce((a, b) => a + b, 0);
  const max = Math.max(1, ...statuses.map(total));
  const plotW = width - labelW - countW;
  const height = Math.max(1, statuses.length) * rowH + 8;
  return (
    <figure className="space-y-2" aria-labelledby="queue-chart-title">
      <figcaption id="queue-chart-title" className="font-medium">
        Submissions by status and AML status
      </figcaption>
      {statuses.length === 0 ? (
        <p className="text-sm text-slate-600">No submissions.</p>
      ) : (
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby="queue-chart-title"
          className="w-full max-w-3xl"
          data-testid="queue-chart"
        >
          {statuses.map((status, r) => {
            let x = labelW;
            const yTop = 4 + r * rowH;
            return (
              <g key={status}>
                <text x={labelW - 8} y={yTop + rowH / 2 + 4} textAnchor="end" fontSize="12" fill="#0f172a">
                  {status}
                </text>
                {amls.map((aml, a) => {
                  const v = counts[status]![aml] ?? 0;
                  if (!v) return null;
                  const w = (v / max) * plotW;
                  const rect = (
                    <rect key={aml} x={x} y={yTop + 4} width={w} height={rowH - 10} fill={colorOf(a)}>
                      <title>{`${status} · ${aml}: ${v}`}</title>
                    </rect>
                  );
                  x += w;
                  return rect;
                })}
                <text x={x + 6} y={yTop + rowH / 2 + 4} fontSize="12" fill="#475569">
                  {total(status).toLocaleString("en")}
                </text>
              </g>
            );
          })}
        </svg>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
        {amls.map((aml, a) => (
          <li key={aml} className="flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: colorOf(a) }} />
            AML: {aml}
          </li>
        ))}
      </ul>
      <table className="sr-only">
        <caption>Submissions by status and AML status</caption>
        <thead>
          <tr>
            <th>Status</th>
            {amls.map((aml) => (
              <th key={aml}>{aml}</th>
            ))}
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {statuses.map((s) => (
            <tr key={s}>
              <th>{s}</th>
              {amls.map((aml) => (
                <td key={aml}>{counts[s]![aml] ?? 0}</td>
              ))}
              <td>{total(s)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
