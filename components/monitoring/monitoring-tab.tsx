"use client";
// The Monitoring tab beside the queue's views: how many decided cases have a changed AML
// result waiting, and how many of them are escalated.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { formatNumber } from "@/lib/format";
import type { MonitoringCounts } from "@/lib/monitoring/queries";

export function MonitoringTab({ counts }: { counts: MonitoringCounts }) {
  const t = useTranslations("queue.counts");
  const locale = useLocale();
  const count = formatNumber(counts.total, "—", locale);
  return (
    <li>
      <Link
        href="/monitoring"
        prefetch={false}
        className="-mb-px inline-flex flex-col rounded-t border border-transparent px-3 py-1.5 text-sm text-sky-800 hover:bg-slate-50"
      >
        <span>{t("monitoring")}</span>
        <span className="text-xs font-normal text-slate-600" data-testid="count-monitoring">
          {counts.escalated
            ? t("monitoringEscalated", { count, escalated: formatNumber(counts.escalated, "—", locale) })
            : t("monitoringChanged", { count })}
        </span>
      </Link>
    </li>
  );
}
