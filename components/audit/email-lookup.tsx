"use client";
// "Was this person's data deleted?": the e-mail is posted to a server action, turned into its
// keyed hash there and compared with deletion records; it never goes into an address or the log.
import { SubmissionLink } from "@/components/case/submission-link";
import { EvidenceLinks } from "@/components/evidence/evidence-links";
import { useActionState } from "react";
import { lookupDeletionsByEmail } from "@/lib/audit/actions";
import { deletionAnswer } from "@/lib/deletions/lookup-answer";
import { formatUtc } from "@/lib/time";

// The typed address stays in this component's state (on screen, so the answer says which
// address it is about), never in an address bar or the log.
type Answer = { email: string; result: Awaited<ReturnType<typeof lookupDeletionsByEmail>> };

const time = (iso: string | null) => formatUtc(iso);

export function EmailLookup() {
  const [answer, submit, pending] = useActionState<Answer | null, FormData>(
    async (_previous, form) => ({
      email: String(form.get("email") ?? ""),
      result: await lookupDeletionsByEmail(form),
    }),
    null,
  );
  const state = answer?.result;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-medium">Was this person&apos;s data deleted?</h2>
      <form action={submit} className="flex flex-wrap items-end gap-2" noValidate>
        <label className="text-sm">
          <span className="font-medium">Applicant e-mail</span>
          <input
            key={answer?.email ?? ""}
            defaultValue={answer?.email ?? ""}
            name="email"
            type="email"
            required
            autoComplete="off"
            className="mt-1 block w-72 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          />
        </label>
        <button
          type="submit"
          disabled={pending}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-60"
        >
          {pending ? "Looking…" : "Look up"}
        </button>
      </form>
      {state && !state.ok ? (
        <p role="alert" className="text-sm text-rose-800">
          {state.fieldErrors?.email?.join(" ") ?? state.error}
        </p>
      ) : null}
      {state?.ok ? (
        state.data.length === 0 ? (
          <p role="status" className="text-sm">
            No deletion of a submission with <strong>{answer?.email}</strong> is on record.
          </p>
        ) : (
          <ul role="status" className="space-y-1 text-sm" aria-label={`Deletions for ${answer?.email}`}>
            {state.data.map((d) => {
              const said = deletionAnswer(d, time);
              return (
                <li key={`${d.submissionId}-${d.requestedAt}`}>
                  <strong>{said.summary}</strong> Submission <SubmissionLink id={d.submissionId} /> of{" "}
                  {answer?.email} (created {time(d.submissionCreatedAt)},{" "}
                  {d.submissionStatus ?? "status unknown"}): {said.steps.join("; ")}.
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
        )
      ) : null}
    </div>
  );
}
