"use client";
// Add an internal note to the case. The text stays after an error and is cleared once added.
import { useActionState, useState } from "react";
import { keepInput } from "@/components/ui/keep-input";
import type { ActionResult } from "@/lib/actions/result";

type Result = ActionResult<{ id: string }> | null;

export function NoteForm({
  submissionId,
  submit,
}: {
  submissionId: string;
  submit: (previous: Result, form: FormData) => Promise<Result>;
}) {
  const [body, setBody] = useState("");
  const [state, formAction, pending] = useActionState(async (previous: Result, form: FormData) => {
    const result = await submit(previous, form);
    if (result?.ok) setBody("");
    return result;
  }, null);
  const fields = state && !state.ok ? state.fieldErrors : undefined;
  const error =
    state && !state.ok ? ((fields?.body ?? fields?.submissionId)?.join(" ") ?? state.error) : null;
  return (
    <form onSubmit={keepInput(formAction)} className="space-y-2 text-sm" noValidate>
      <input type="hidden" name="submissionId" value={submissionId} />
      <label className="block">
        <span className="font-medium">Note for colleagues</span>{" "}
        <span className="text-slate-600">(stays in the dashboard, never sent to the KYC service)</span>
        <textarea
          name="body"
          rows={2}
          maxLength={2000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? "case-note-error" : undefined}
          className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
        />
      </label>
      {error && (
        <span id="case-note-error" role="alert" className="block text-rose-800">
          {error}
        </span>
      )}
      <button
        type="submit"
        disabled={pending}
        className="rounded border border-slate-400 bg-white px-3 py-1 font-medium hover:bg-slate-50 disabled:opacity-60"
      >
        {pending ? "Adding…" : "Add note"}
      </button>
    </form>
  );
}
