// The three answers of "was this person's data deleted?", each unmistakable: deleted (by whom,
// when, with the erasure receipt), data still held (which cases, their status, links), or an
// address never seen here.
import { SubmissionLink } from "@/components/case/submission-link";
import { EvidenceLinks } from "@/components/evidence/evidence-links";
import type { lookupApplicant } from "@/lib/deletions/lookup-applicant";
import { deletionAnswer } from "@/lib/deletions/lookup-answer";
import { statusWords } from "@/lib/submissions/words";
import { formatUtc } from "@/lib/time";

type Found = Awaited<ReturnType<typeof lookupApplicant>> & { email: string };

const time = (iso: string | null) => formatUtc(iso);
const box = {
  held: "border-amber-300 bg-amber-50 text-amber-950",
  deleted: "border-emerald-300 bg-emerald-50 text-emerald-950",
  never_seen: "border-slate-300 bg-slate-50 text-slate-900",
};

export function ApplicantLookupAnswer({ email, answer, held, deletions }: Found) {
  return (
    <div className={`space-y-2 rounded-md border p-3 text-sm ${box[answer]}`} data-answer={answer}>
      {answer === "never_seen" ? (
        <p>
          <strong>Never seen here.</strong> No submission with <strong>{email}</strong> is in the case index,
          and no deletion of one is on record: the dashboard knows of no data of this address.
        </p>
      ) : answer === "held" ? (
        <p>
          <strong>Not deleted: data still held.</strong> The data of <strong>{email}</strong> is still held in{" "}
          {held.length === 1 ? "one case" : `${held.length} cases`}
          {held.length === 0 ? " at the KYC service" : ""}.
        </p>
      ) : (
        <p>
          <strong>Deleted.</strong> Every submission of <strong>{email}</strong> known here was deleted.
        </p>
      )}
      {held.length > 0 && (
        <ul className="space-y-1" aria-label={`Cases still held for ${email}`}>
          {held.map((c) => (
            <li key={c.submissionId} className="break-words">
              <SubmissionLink id={c.submissionId} /> · created {time(c.createdAt)} · {statusWords(c.status)}
              {c.decidedHere ? " · decided here" : ""}
            </li>
          ))}
        </ul>
      )}
      {deletions.length > 0 && (
        <ul className="space-y-1" aria-label={`Deletions for ${email}`}>
          {deletions.map((d) => {
            const said = deletionAnswer(d, time);
            return (
              <li key={`${d.submissionId}-${d.requestedAt}`} className="break-words">
                <strong>{said.summary}</strong> Submission <SubmissionLink id={d.submissionId} /> (created{" "}
                {time(d.submissionCreatedAt)}
                {d.submissionStatus
                  ? `; ${statusWords(d.submissionStatus).toLowerCase()} when the deletion was requested`
                  : ""}
                ): {said.steps.join("; ")}.
                {d.receiptId ? (
                  <>
                    {" "}
                    Erasure receipt:{" "}
                    <EvidenceLinks
                      id={d.receiptId}
                      kind="erasure_receipt"
                      label={`Erasure receipt of ${d.submissionId}`}
                    />
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
