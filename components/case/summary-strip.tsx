// The strip at the top of a case: the facts a reviewer checks first, coloured by whether they pass.
// `children` are further items that arrive later (the possible duplicates' count).
import { useTranslations } from "next-intl";
import type { SummaryItem, Tone } from "@/lib/submissions/summary";

const tones = {
  good: "border-emerald-300 bg-emerald-50 text-emerald-950",
  bad: "border-rose-300 bg-rose-50 text-rose-950",
  neutral: "border-slate-200 bg-white text-slate-900",
};

/** `href`: where on the page the item's evidence is (the Duplicates section). */
export function StripItem({
  label,
  value,
  tone,
  href,
}: {
  label: string;
  value: string;
  tone: Tone;
  href?: string;
}) {
  return (
    <div className={`rounded border px-2 py-1 ${tones[tone]}`}>
      <dt className="inline font-medium">{label}: </dt>
      <dd className="inline">
        {href ? (
          <a href={href} className="underline">
            {value}
          </a>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

export function SummaryStrip({ items, children }: { items: SummaryItem[]; children?: React.ReactNode }) {
  const t = useTranslations("case.summary");
  return (
    <dl aria-label={t("label")} className="flex flex-wrap gap-1.5 text-xs">
      {items.map((item) => (
        <StripItem key={item.key} label={item.label} value={item.value} tone={item.tone} />
      ))}
      {children}
    </dl>
  );
}
