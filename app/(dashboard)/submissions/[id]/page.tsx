import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { connection } from "next/server";
import { CaseHolder } from "@/components/assignments/case-holder";
import { ApplicantData } from "@/components/case/applicant-data";
import { AmlSection } from "@/components/case/aml-section";
import { AttemptsTimeline } from "@/components/case/attempts-timeline";
import { CaseActivity } from "@/components/case/case-activity";
import { CaseDue } from "@/components/case/case-due";
import { CaseEvidence } from "@/components/case/case-evidence";
import { CaseStatus } from "@/components/case/case-status";
import { DecisionPanel } from "@/components/case/decision-panel";
import { DeletedCase, DeletionBanner } from "@/components/case/deletion-banner";
import { DeletionSlot } from "@/components/case/deletion-slot";
import { Duplicates } from "@/components/case/duplicates";
import { KycOutcome } from "@/components/case/kyc-outcome";
import { NextInQueue } from "@/components/case/next-in-queue";
import { CaseKeys } from "@/components/case/queue-keys";
import { SummaryStrip } from "@/components/case/summary-strip";
import { DuplicateCount, DuplicateCountPending } from "@/components/duplicates/duplicate-count";
import { CaseRecords } from "@/components/evidence/case-records";
import { NamedInGroups } from "@/components/duplicates/named-in-groups";
import { DuplicatesLoading, PossibleDuplicates } from "@/components/duplicates/possible-duplicates";
import { UpstreamError } from "@/components/ui/upstream-error";
import { UtcTime } from "@/components/ui/utc-time";
import { auditedRead } from "@/lib/actions/read";
import { readerMessages } from "@/lib/actions/refusal";
import { can } from "@/lib/auth/permissions";
import { looksForDuplicates } from "@/lib/duplicates/lookup";
import { parseView, viewQuery, type QueueView } from "@/lib/queue/view";
import { applicantFields } from "@/lib/submissions/applicant-fields";
import { loadCase } from "@/lib/submissions/case-loader";
import { isRetained, ruleText } from "@/lib/evidence/retention";
import { formatUtc } from "@/lib/time";
import { submissionIdProblem } from "@/lib/submissions/submission-id";
import { caseSummary } from "@/lib/submissions/summary";
import { translator } from "@/lib/i18n/server";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { ApplicantName } from "@/components/case/applicant-name";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("case.title") };
}

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The queue the reviewer came from (carried in the address); the work queue if none or damaged. */
function queueOf(search: Record<string, string | string[] | undefined>): QueueView {
  try {
    return parseView(search);
  } catch {
    return parseView({});
  }
}

export default async function SubmissionPage({ params, searchParams }: Props) {
  await connection();
  const { id } = await params;
  const [t, say, { locale, timeZone }] = await Promise.all([
    translator(),
    readerMessages(),
    requestPreferences(),
  ]);
  const local = { locale, timeZone };
  // A value not shaped like a submission id (an e-mail typed into the address) is refused
  // before it is asked about or becomes the audit event's target.
  const problem = submissionIdProblem(id);
  const read = await auditedRead("submissions:read", {
    action: "submission.view",
    target: problem ? undefined : id,
  });
  const { actor } = read;
  const view = queueOf(await searchParams);
  const queueQuery = viewQuery(view);
  const queueHref = `/submissions${queueQuery ? `?${queueQuery}` : ""}`;
  if (problem) {
    await read.failed("not a submission id");
    return (
      <UpstreamError
        title={t("case.page.notAnId")}
        message={say(problem)}
        retryHref={queueHref}
        retryLabel={t("case.page.backToQueue")}
      />
    );
  }

  // The loader records the view's outcome (read) once the submission's read decides it.
  const loaded = await loadCase(id, { view, actor, audit: read, say: (key, values) => t(key, values) });
  if (!loaded.ok && loaded.kind === "upstream") {
    return (
      <UpstreamError
        title={t("case.page.loadFailed")}
        message={say(loaded.failure.said)}
        retryHref={`/submissions/${encodeURIComponent(id)}${queueQuery ? `?${queueQuery}` : ""}`}
        retryLabel={t("case.page.tryAgain")}
      />
    );
  }
  if (!loaded.ok) {
    if (loaded.deletion.deleted)
      return (
        <div className="space-y-4">
          <DeletedCase submissionId={id} deletion={loaded.deletion.deleted} />
          <CaseRecords records={loaded.caseRecords} />
        </div>
      );
    return (
      <UpstreamError
        title={t("case.page.noSuch")}
        message={t("case.page.noSuchMessage", { id })}
        retryHref={queueHref}
        retryLabel={t("case.page.backToQueue")}
      />
    );
  }
  const { record, deletion, caseRecords, retention, verdicts, remembered, unresolved, duplicates } = loaded;
  const mayDecide = record.kyc.result === "pending" && can(actor.role, "submissions:decide");

  return (
    <article aria-labelledby="submission-heading" className="space-y-3">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Link
            href={queueHref}
            className="text-sm text-sky-800 underline-offset-2 hover:underline"
            aria-keyshortcuts="u"
          >
            {t("case.page.queueLink")}
          </Link>
          <h1 id="submission-heading" className="text-xl font-semibold">
            <ApplicantName record={record} fallback={t("case.page.noName")} />
          </h1>
          <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <CaseStatus status={record.kyc.result} />
            <span>
              {t.rich("case.page.created", {
                id: () => <code>{record.submission_id}</code>,
                time: () => <UtcTime value={record.created_at} local={local} />,
              })}
            </span>
            <CaseDue
              due={{
                createdAt: record.created_at,
                redFlag: record.aml?.currentstatus === "Red Flag",
                open: record.kyc.result === "pending",
              }}
              rule={loaded.due}
            />
          </span>
        </div>
        <CaseHolder
          submissionId={record.submission_id}
          holder={loaded.holder}
          actor={actor}
          open={record.kyc.result === "pending"}
        />
        <CaseKeys queueHref={queueHref} />
        <Suspense fallback={<span className="text-sm text-slate-500">{t("case.page.findingNext")}</span>}>
          <NextInQueue next={loaded.next} queueQuery={queueQuery} />
        </Suspense>
      </header>
      <DeletionBanner pending={deletion.pending} />
      <SummaryStrip items={caseSummary(record, unresolved, new Date(), (key, values) => t(key, values))}>
        <Suspense fallback={<DuplicateCountPending />}>
          <DuplicateCount count={duplicates.count} />
        </Suspense>
      </SummaryStrip>
      {/* Evidence, then the decision, then the rest: on a narrow screen the decision follows the
          images; on a wide one it stays beside them while the reviewer scrolls. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <CaseEvidence id={record.submission_id} attempts={record.kyc.attempts?.length} />
        </div>
        <aside
          aria-label={t("case.page.asideLabel")}
          className="space-y-4 lg:sticky lg:top-2 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100vh-1rem)] lg:self-start lg:overflow-y-auto"
        >
          <DecisionPanel
            record={record}
            actor={actor}
            area={loaded.decision}
            holder={loaded.holder}
            verdicts={verdicts}
            deletion={deletion.pending}
          />
          <CaseRecords records={caseRecords} />
          {!deletion.pending && (
            <DeletionSlot
              submissionId={record.submission_id}
              role={actor.role}
              retention={
                isRetained(retention)
                  ? ruleText(
                      retention,
                      (d) => formatUtc(d, { local }),
                      (key, values) => t(key, values),
                    )
                  : undefined
              }
            />
          )}
        </aside>
        <div className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-2">
          <AmlSection
            record={record}
            verdicts={verdicts}
            remembered={remembered}
            mayDecide={mayDecide}
            viewerId={actor.id}
          />
          <AttemptsTimeline attempts={record.kyc.attempts} document={record.data} />
          <div className="grid items-start gap-4 xl:grid-cols-2">
            <ApplicantData
              fields={applicantFields(record.data, (key, values) => t(key, values), locale)}
              email={record.email}
              userid={record.userid}
            />
            <KycOutcome record={record} />
          </div>
          {/* An approved case shows the interface's lookup below; a group found before its approval
              (if any) has its own heading, so no fallback that would name a second "Duplicates". */}
          <Suspense
            fallback={
              record.kyc.result === "approved" ? null : (
                <DuplicatesLoading searching={looksForDuplicates(record)} />
              )
            }
          >
            <PossibleDuplicates
              record={record}
              possible={duplicates.possible}
              actor={actor}
              queueQuery={queueQuery}
            />
          </Suspense>
          {duplicates.otherApprovals && (
            <Suspense
              fallback={<div className="h-24 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />}
            >
              <Duplicates
                record={record}
                otherApprovals={duplicates.otherApprovals}
                queueQuery={queueQuery}
              />
            </Suspense>
          )}
          <NamedInGroups groups={loaded.namedIn} queueQuery={queueQuery} />
          <CaseActivity submissionId={record.submission_id} notes={loaded.notes} timeline={loaded.timeline} />
        </div>
      </div>
    </article>
  );
}
