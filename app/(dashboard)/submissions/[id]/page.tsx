import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { connection } from "next/server";
import { CaseHolder } from "@/components/assignments/case-holder";
import { ApplicantData } from "@/components/case/applicant-data";
import { AmlSection } from "@/components/case/aml-section";
import { AttemptsTimeline } from "@/components/case/attempts-timeline";
import { DecisionPanel } from "@/components/case/decision-panel";
import { DeletionSlot } from "@/components/case/deletion-slot";
import { Duplicates } from "@/components/case/duplicates";
import { KycOutcome } from "@/components/case/kyc-outcome";
import { NextInQueue } from "@/components/case/next-in-queue";
import { SubmissionImages } from "@/components/case/submission-images";
import { StatusBadge } from "@/components/queue/status-badge";
import { UpstreamError } from "@/components/ui/upstream-error";
import { auditedRead } from "@/lib/actions/read";
import { upstreamFailure } from "@/lib/kyc/errors";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { applicantFields } from "@/lib/submissions/applicant-fields";
import { parseView, viewQuery, type QueueView } from "@/lib/queue/view";
import { fetchSubmission } from "@/lib/submissions/queries";
import { UtcTime } from "@/components/ui/utc-time";

export const metadata: Metadata = { title: "Submission" };

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
  const read = await auditedRead("submissions:read", { action: "submission.view", target: id });
  const { actor } = read;
  const view = queueOf(await searchParams);
  const queueQuery = viewQuery(view);
  const queueHref = `/submissions${queueQuery ? `?${queueQuery}` : ""}`;

  let record: SubmissionRecord | null;
  try {
    record = await fetchSubmission(id);
  } catch (error) {
    const failure = upstreamFailure(error, "submission");
    await read.failed(`upstream: ${failure.code}`);
    return (
      <UpstreamError
        title="This submission could not be loaded."
        message={failure.userMessage}
        retryHref={`/submissions/${encodeURIComponent(id)}${queueQuery ? `?${queueQuery}` : ""}`}
      />
    );
  }
  await (record ? read.succeeded() : read.failed("no such submission upstream"));
  if (!record) {
    return (
      <UpstreamError
        title="No such submission."
        message={`The KYC service has no submission with the id ${id}. It may have been deleted.`}
        retryHref={queueHref}
        retryLabel="Back to the queue"
      />
    );
  }

  return (
    <article aria-labelledby="submission-heading" className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Link
            href={queueHref}
            className="text-sm text-sky-800 underline-offset-2 hover:underline"
            aria-keyshortcuts="u"
          >
            ← Back to the queue
          </Link>
          <h1 id="submission-heading" className="mt-1 text-xl font-semibold">
            {record.data.name ?? "Applicant without a name yet"}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <StatusBadge status={record.kyc.result} />
            <span>
              Submission <code>{record.submission_id}</code>
            </span>
            <span>
              · created <UtcTime value={record.created_at} />
            </span>
            {record.applicant_id && (
              <span>
                · applicant <code>{record.applicant_id}</code>
              </span>
            )}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <CaseHolder
            submissionId={record.submission_id}
            actor={actor}
            open={record.kyc.result === "pending"}
          />
          <Suspense fallback={<span className="text-sm text-slate-500">Finding the next submission…</span>}>
            <NextInQueue view={view} record={record} queueQuery={queueQuery} />
          </Suspense>
        </div>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <ApplicantData fields={applicantFields(record.data)} email={record.email} userid={record.userid} />
        <div className="space-y-4">
          <KycOutcome kyc={record.kyc} />
          <DecisionPanel submissionId={record.submission_id} status={record.kyc.result} actor={actor} />
          <AmlSection aml={record.aml} submissionId={record.submission_id} />
        </div>
      </div>
      <AttemptsTimeline attempts={record.kyc.attempts} />
      {/* Attempts not returned: the selfie may exist, so the viewer asks for it. */}
      <SubmissionImages
        id={record.submission_id}
        stepTwoRan={record.kyc.attempts === undefined || record.kyc.attempts.length > 0}
      />
      {record.kyc.result === "approved" && (
        <Suspense
          fallback={<div className="h-24 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />}
        >
          <Duplicates record={record} queueQuery={queueQuery} />
        </Suspense>
      )}
      <DeletionSlot submissionId={record.submission_id} role={actor.role} />
    </article>
  );
}
