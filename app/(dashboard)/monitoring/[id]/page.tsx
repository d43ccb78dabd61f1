import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AmlDiffTable } from "@/components/monitoring/aml-diff-table";
import { ClaimAlertForm, CloseAlertForm, SettleAlertForm } from "@/components/monitoring/alert-forms";
import { UpstreamError } from "@/components/ui/upstream-error";
import { UtcTime } from "@/components/ui/utc-time";
import { auditedRead } from "@/lib/actions/read";
import { can } from "@/lib/auth/permissions";
import { upstreamFailure } from "@/lib/kyc/errors";
import { amlDiff } from "@/lib/monitoring/diff";
import { alertManagers, monitoringCase } from "@/lib/monitoring/queries";
import { fetchSubmission } from "@/lib/submissions/queries";
import { submissionIdProblem } from "@/lib/submissions/submission-id";

export const metadata: Metadata = { title: "Monitoring alert" };

type Props = { params: Promise<{ id: string }> };

const summary = (aml: { currentstatus?: string; risk_level_summary?: string } | undefined) =>
  aml?.currentstatus === "Red Flag"
    ? `red flag, ${aml.risk_level_summary ? `${aml.risk_level_summary} risk` : "risk unknown"}`
    : aml?.currentstatus === "Not Screened"
      ? "not screened"
      : "no match";

/** One monitoring alert: the change before and after, field by field, read live, and what to do with it. */
export default async function MonitoringAlertPage({ params }: Props) {
  await connection();
  const { id } = await params;
  const problem = submissionIdProblem(id);
  const read = await auditedRead("monitoring:review", {
    action: "monitoring.view",
    target: problem ? undefined : id,
  });
  const back = { retryHref: "/monitoring", retryLabel: "Back to Monitoring" };
  if (problem) {
    await read.failed("not a submission id");
    return <UpstreamError title="Not a submission id." message={problem} {...back} />;
  }
  let record;
  try {
    record = await fetchSubmission(id);
  } catch (error) {
    const failure = upstreamFailure(error, "monitoring alert");
    await read.failed(`upstream: ${failure.code}`);
    return <UpstreamError title="The case could not be loaded." message={failure.userMessage} {...back} />;
  }
  if (!record) {
    await read.failed("not found");
    return (
      <UpstreamError
        title="No such submission."
        message="The KYC service does not know this case."
        {...back}
      />
    );
  }
  await read.succeeded();
  const waiting = await monitoringCase(id);
  const diff = amlDiff(record.aml);
  const { actor } = read;
  const alert = waiting?.alert;
  return (
    <section aria-labelledby="alert-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <Link href="/monitoring" className="text-sm text-sky-800 underline-offset-2 hover:underline">
          ← Monitoring
        </Link>
        <h1 id="alert-heading" className="text-xl font-semibold">
          AML change of {record.data.name ?? id}
        </h1>
        <Link href={`/submissions/${encodeURIComponent(id)}`} className="text-sm text-sky-800 underline">
          Open the case
        </Link>
      </div>
      {waiting ? (
        <p className="text-sm text-slate-700">
          Decided <UtcTime value={waiting.decidedAt.toISOString()} />; AML result changed{" "}
          <UtcTime value={waiting.changedAt.toISOString()} />.{" "}
          {record.aml?.previous ? `Before: ${summary(record.aml.previous)}. ` : ""}Now: {summary(record.aml)}.
        </p>
      ) : (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          No monitoring alert waits for this case.
        </p>
      )}
      <AmlDiffTable entries={diff.entries} available={diff.available} />
      {waiting && !alert ? <ClaimAlertForm submissionId={id} /> : null}
      {alert?.status === "claimed" && alert.holderId === actor.id ? (
        <CloseAlertForm submissionId={id} managers={await alertManagers()} />
      ) : null}
      {alert?.status === "claimed" && alert.holderId !== actor.id ? (
        <p className="text-sm text-slate-700">Another reviewer holds this alert.</p>
      ) : null}
      {alert?.status === "escalated" ? (
        can(actor.role, "monitoring:settle") ? (
          <SettleAlertForm submissionId={id} />
        ) : (
          <p className="text-sm text-slate-700">Escalated to a manager, who settles it.</p>
        )
      ) : null}
    </section>
  );
}
