"use client";
// "Was this person's data deleted?": the e-mail is posted to a server action, turned into its
// keyed hash there and compared with deletion records; it never goes into an address or the log.
import { SubmissionLink } from "@/components/case/submission-link";
import { useActionState } from "react";
import { lookupDeletionsByEmail } from "@/lib/audit/actions";
import { formatUtc } from "@/lib/time";

type Result = Awaited<ReturnType<typeof lookupDeletionsByEmail>>;

const time = (iso: string | null) => formatUtc(iso);

export function EmailLookup() {
  const [state, submit, pending] = useActionState<Result | null, FormData>(
    (_previous, form) => lookupDeletionsByEmail(form),
    null,
  );
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-medium">Was this person&apos;s data deleted?</h2>
      <form action={submit} className="flex flex-wrap items-end gap-2" noValidate>
        <label className="text-sm">
          <span className="font-medium">Applicant e-mail</span>
          <input
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
            No deletion of a submission with this e-mail is on record.
          </p>
        ) : (
          <ul role="status" className="space-y-1 text-sm" aria-label="Deletions for this e-mail">
            {state.data.map((d) => (
              <li key={`${d.submissionId}-${d.requestedAt}`}>
                Submission <SubmissionLink id={d.submissionId} /> (created {time(d.submissionCreatedAt)},{" "}
                {d.submissionStatus ?? "status unknown"}): <strong>{d.status}</strong>; requested by{" "}
                {d.requestedByEmail} {time(d.requestedAt)}
                {d.decidedByEmail ? `, approved by ${d.decidedByEmail}` : ""}
                {d.completedAt ? `, done ${time(d.completedAt)}` : ""}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
