// The strip at the top of a case: the facts a reviewer checks first, coloured by whether they pass.
import type { SummaryItem } from "@/lib/submissions/summary";

const tones = {
  good: "border-emerald-300 bg-emerald-50 text-emerald-950",
  bad: "border-rose-300 bg-rose-50 text-rose-950",
  neutral: "border-slate-200 bg-white text-slate-900",
};

export function SummaryStrip({ items }: { items: SummaryItem[] }) {
  return (
    <dl aria-label="Case summary" className="flex flex-wrap gap-1.5 text-xs">
      {items.map((item) => (
        <div key={item.label} className={`rounded border px-2 py-1 ${tones[item.tone]}`}>
          <dt className="inline font-medium">{item.label}: </dt>
          <dd className="inline">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
