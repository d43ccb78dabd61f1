import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { DueFalsePositives } from "@/components/monitoring/due-false-positives";
import { UtcTime } from "@/components/ui/utc-time";
import { dueFalsePositives } from "@/lib/aml-verdicts/due";
import { env } from "@/lib/env";
import { formatNumber } from "@/lib/format";
import { formatSpan } from "@/lib/queue/deadline";
import { auditedRead } from "@/lib/actions/read";
import { monitoringCounts, monitoringLimit, monitoringRows } from "@/lib/monitoring/queries";
import { statusWords } from "@/lib/submissions/words";

export const metadata: Metadata = { title: "Monitoring" };

const waited = (from: Date) => formatSpan(Date.now() - from.getTime());

/** The queue's Monitoring view: decided cases whose AML result changed after the decision, oldest change first. */
export default async function MonitoringPage() {
  await connection();
  const read = await auditedRead("monitoring:review", { action: "monitoring.list" });
  const [rows, counts, due] = await Promise.all([monitoringRows(), monitoringCounts(), dueFalsePositives()]);
  await read.succeeded();
  return (
    <section aria-labelledby="monitoring-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <Link href="/submissions" className="text-sm text-sky-800 underline-offset-2 hover:underline">
          ← Queue
        </Link>
        <h1 id="monitoring-heading" className="text-xl font-semibold">
          Monitoring
        </h1>
      </div>
      <p className="text-sm text-slate-700" data-testid="monitoring-counts">
        {formatNumber(counts.total)} decided case{counts.total === 1 ? "" : "s"} whose AML result changed
        after the decision, {formatNumber(counts.escalated)} escalated to a manager
        {counts.oldestChangedAt ? `; the oldest change has waited ${waited(counts.oldestChangedAt)}` : ""}.
      </p>
      <p className="max-w-3xl text-sm text-slate-600">
        The KYC service screens stored customers again when a watchlist changes. A case appears here when its
        result changed (a new match, a risk raised, a match gone, a listed entry changed) after it was decided
        here, and leaves once its alert is closed. Oldest change first
        {counts.total > monitoringLimit ? `; the oldest ${formatNumber(monitoringLimit)} are shown` : ""}.
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          No decided case has a changed AML result waiting.
        </p>
      ) : (
        <table className="w-full border-collapse rounded-lg bg-white text-sm">
          <caption className="sr-only">Decided cases whose AML result changed, oldest change first</caption>
          <thead className="bg-slate-100 text-left">
            <tr>
              <th scope="col" className="p-2">
                Case
              </th>
              <th scope="col" className="p-2">
                Decision
              </th>
              <th scope="col" className="p-2">
                AML now
              </th>
              <th scope="col" className="p-2">
                Changed
              </th>
              <th scope="col" className="p-2">
                Alert
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.submissionId} data-testid="monitoring-row">
                <td className="break-all p-2">
                  <Link
                    href={`/monitoring/${encodeURIComponent(r.submissionId)}`}
                    className="text-sky-800 underline"
                  >
                    {r.submissionId}
                  </Link>
                  {r.name ? <span className="block font-medium">{r.name}</span> : null}
                </td>
                <td className="p-2">
                  {statusWords(r.status)}, <UtcTime value={r.decidedAt.toISOString()} />
                </td>
                <td className="p-2">
                  {r.amlStatus === "Red Flag" ? `Red flag · ${r.riskLevel ?? "risk unknown"}` : "No match"}
                </td>
                <td className="p-2">
                  <UtcTime value={r.changedAt.toISOString()} /> ({waited(r.changedAt)} ago)
                </td>
                <td className="p-2">
                  {r.alert
                    ? r.alert.status === "escalated"
                      ? `Escalated to ${r.alert.holderEmail ?? "a manager"}`
                      : `Claimed by ${r.alert.holderEmail ?? "a reviewer"}`
                    : "Not claimed"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <DueFalsePositives due={due} months={env().aml.falsePositiveMonths} />
    </section>
  );
}
