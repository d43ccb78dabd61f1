"use client";
// A manager settles possible duplicates escalated as suspected fraud. What was chosen and typed
// stays after an error, each message next to its field.
import { useActionState, useState } from "react";
import { keepInput } from "@/components/ui/keep-input";
import type { ActionResult } from "@/lib/actions/result";
import { settlementChoices } from "@/lib/duplicates/words";

type Result = ActionResult<unknown> | null;

export function SettleForm({
  submissionId,
  submit,
}: {
  submissionId: string;
  submit: (previous: Result, form: FormData) => Promise<Result>;
}) {
  const [state, formAction, working] = useActionState(submit, null);
  const [outcome, setOutcome] = useState("");
  const [reason, setReason] = useState("");
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {};
  if (state?.ok)
    return (
      <p role="status" className="mt-2 text-emerald-800">
        Suspected fraud settled.
      </p>
    );
  return (
    <form
      onSubmit={keepInput(formAction)}
      className="mt-2 space-y-2"
      noValidate
      aria-label="Settle suspected fraud"
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <fieldset aria-describedby={errors.outcome ? "settle-outcome-error" : undefined}>
        <legend className="font-medium">Settle the suspected fraud</legend>
        {Object.entries(settlementChoices).map(([value, label]) => (
          <label key={value} className="mt-1 flex items-start gap-1.5">
            <input
              type="radio"
              name="outcome"
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
              className="mt-1"
            />
            {label}
          </label>
        ))}
        {errors.outcome && (
          <span id="settle-outcome-error" className="block text-rose-800">
            {errors.outcome.join(" ")}
          </span>
        )}
      </fieldset>
      <label className="block">
        <span className="font-medium">Reason</span>
        <textarea
          name="reason"
          rows={2}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={!!errors.reason}
          aria-describedby={errors.reason ? "settle-reason-error" : undefined}
          className="mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1"
        />
      </label>
      {errors.reason && (
        <span id="settle-reason-error" className="block text-rose-800">
          {errors.reason.join(" ")}
        </span>
      )}
      {state && !state.ok && !state.fieldErrors && (
        <p role="alert" className="text-rose-800">
          {state.error}
        </p>
      )}
      <button
        type="submit"
        disabled={working}
        className="rounded border border-slate-400 bg-white px-3 py-1 font-medium hover:bg-slate-50 disabled:opacity-60"
      >
        {working ? "Recording…" : "Settle"}
      </button>
    </form>
  );
}
