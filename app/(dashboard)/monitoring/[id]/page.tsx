import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AmlDiffTable } from "@/components/monitoring/aml-diff-table";
import { ClaimAlertForm, CloseAlertForm, SettleAlertForm } from "@/components/monitoring/alert-forms";
import { UpstreamError } from "@/components/ui/upstream-error";
import { UtcTime } from "@/components/ui/utc-time";
import { auditedRead } from "@/lib/actions/read";
import { readerMessages } from "@/lib/actions/refusal";
import { can } from "@/lib/auth/permissions";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";
import { isRisk, riskKeys } from "@/lib/i18n/value-keys";
import { upstreamFailure } from "@/lib/kyc/errors";
import { amlDiff } from "@/lib/monitoring/diff";
import { alertManagers, monitoringCase } from "@/lib/monitoring/queries";
import { fetchSubmission } from "@/lib/submissions/queries";
import { submissionIdProblem } from "@/lib/submissions/submission-id";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("monitoring.alert.title") };
}

type Props = { params: Promise<{ id: string }> };
type Translate = Awaited<ReturnType<typeof translator>>;

const summary = (t: Translate, aml: { currentstatus?: string; risk_level_summary?: string } | undefined) => {
  if (aml?.currentstatus === "Not Screened") return t("monitoring.alert.notScreened");
  if (aml?.currentstatus !== "Red Flag") return t("monitoring.alert.noMatch");
  const risk = aml.risk_level_summary;
  if (!risk) return t("monitoring.alert.redFlagUnknown");
  return t("monitoring.alert.redFlag", { risk: isRisk(risk) ? t(`values.risk.${riskKeys[risk]}`) : risk });
};

/** One monitoring alert: the change before and after, field by field, read live, and what to do with it. */
export default async function MonitoringAlertPage({ params }: Props) {
  await connection();
  const { id } = await params;
  const problem = submissionIdProblem(id);
  const read = await auditedRead("monitoring:review", {
    action: "monitoring.view",
    target: problem ? undefined : id,
  });
  const [t, say, local] = await Promise.all([translator(), readerMessages(), requestPreferences()]);
  const back = { retryHref: "/monitoring", retryLabel: t("monitoring.alert.backTo") };
  if (problem) {
    await read.failed("not a submission id");
    return <UpstreamError title={t("monitoring.alert.notAnId")} message={say(problem)} {...back} />;
  }
  let record;
  try {
    record = await fetchSubmission(id);
  } catch (error) {
    const failure = upstreamFailure(error, "monitoring alert");
    await read.failed(`upstream: ${failure.code}`);
    return <UpstreamError title={t("monitoring.alert.notLoaded")} message={say(failure.said)} {...back} />;
  }
  if (!record) {
    await read.failed("not found", { target: undefined }); // a typed id nobody issued: not kept
    return (
      <UpstreamError
        title={t("monitoring.alert.noSuch")}
        message={t("monitoring.alert.unknownToService")}
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
          {t("monitoring.alert.back")}
        </Link>
        <h1 id="alert-heading" className="text-xl font-semibold">
          {t("monitoring.alert.heading", { name: record.data.name ?? id })}
        </h1>
        <Link href={`/submissions/${encodeURIComponent(id)}`} className="text-sm text-sky-800 underline">
          {t("monitoring.alert.openCase")}
        </Link>
      </div>
      {waiting ? (
        <p className="text-sm text-slate-700">
          {t.rich("monitoring.alert.when", {
            decided: () => <UtcTime value={waiting.decidedAt.toISOString()} local={local} />,
            changed: () => <UtcTime value={waiting.changedAt.toISOString()} local={local} />,
          })}{" "}
          {record.aml?.previous
            ? `${t("monitoring.alert.before", { summary: summary(t, record.aml.previous) })} `
            : ""}
          {t("monitoring.alert.now", { summary: summary(t, record.aml) })}
        </p>
      ) : (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {t("monitoring.alert.noneWaiting")}
        </p>
      )}
      <AmlDiffTable entries={diff.entries} available={diff.available} />
      {waiting && !alert ? <ClaimAlertForm submissionId={id} /> : null}
      {alert?.status === "claimed" && alert.holderId === actor.id ? (
        <CloseAlertForm submissionId={id} managers={await alertManagers()} />
      ) : null}
      {alert?.status === "claimed" && alert.holderId !== actor.id ? (
        <p className="text-sm text-slate-700">{t("monitoring.alert.heldByOther")}</p>
      ) : null}
      {alert?.status === "escalated" ? (
        can(actor.role, "monitoring:settle") ? (
          <SettleAlertForm submissionId={id} />
        ) : (
          <p className="text-sm text-slate-700">{t("monitoring.alert.escalated")}</p>
        )
      ) : null}
    </section>
  );
}
