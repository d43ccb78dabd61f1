// The Monitoring tab beside the queue's views: how many decided cases have a changed AML
// result waiting, and how many of them are escalated.
import Link from "next/link";
import { formatNumber } from "@/lib/format";
import type { MonitoringCounts } from "@/lib/monitoring/queries";

export function MonitoringTab({ counts }: { counts: MonitoringCounts }) {
  return (
    <li>
      <Link
        href="/monitoring"
        prefetch={false}
        className="-mb-px inline-flex flex-col rounded-t border border-transparent px-3 py-1.5 text-sm text-sky-800 hover:bg-slate-50"
      >
        <span>Monitoring</span>
        <span className="text-xs font-normal text-slate-600" data-testid="count-monitoring">
          {formatNumber(counts.total)} changed
          {counts.escalated ? `, ${formatNumber(counts.escalated)} escalated` : ""}
        </span>
      </Link>
    </li>
  );
}
