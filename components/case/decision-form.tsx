"use client";
// Approve or reject with a reason from the list and a note. The server action checks the
// session, the input and the role, applies the decision and writes the audit event.
import { useActionState, useState } from "react";
import { decisionReasons, type DecisionOutcome } from "@/lib/decisions/reasons";
import type { ActionResult } from "@/lib/actions/result";

type Result = ActionResult<{ id: string; upstream: "applied" | "recorded_only" }> | null;
type Submit = (previous: Result, form: FormData) => Promise<Result>;

export function DecisionForm({
  submissionId,
  appliedUpstream,
  submit,
}: {
  submissionId: string;
  appliedUpstream: boolean;
  submit: Submit;
}) {
  const [state, formAction, pending] = useActionState(submit, null);
  const [outcome, setOutcome] = useState<DecisionOutcome>("approved");
  const reasons = Object.entries(decisionReasons[outcome]);
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {};

  if (state?.ok) {
    return (
      <p role="status" className="rounded bg-emerald-50 p-3 text-sm text-emerald-900">
        {state.data.upstream === "applied"
          ? "Decision recorded and applied by the KYC service."
          : "Decision recorded here only: the KYC service does not take decisions (review extension off)."}
      </p>
    );
  }
  return (
    <form action={formAction} className="space-y-3 text-sm" aria-describedby="decision-mode">
      <input type="hidden" name="submissionId" value={submissionId} />
      <p id="decision-mode" className="text-slate-600">
        {appliedUpstream
          ? "The decision is applied by the KYC service through its review extension and recorded here."
          : "The upstream KYC service does not offer the review extension: the decision is recorded here only."}
      </p>
      <fieldset className="flex gap-4">
        <legend className="sr-only">Decision</legend>
        {(["approved", "rejected"] as const).map((value) => (
          <label key={value} className="inline-flex items-center gap-1">
            <input
              type="radio"
              name="outcome"
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />
            {value === "approved" ? "Approve" : "Reject"}
          </label>
        ))}
      </fieldset>
      <label className="block">
        <span className="font-medium">Reason</span>
        <select
          key={outcome}
          name="reasonCode"
          defaultValue=""
          required
          aria-invalid={!!errors.reasonCode}
          aria-describedby={errors.reasonCode ? "reason-error" : undefined}
          className="mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1"
        >
          <option value="" disabled>
            Choose a reason…
          </option>
          {reasons.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
        {errors.reasonCode && (
          <span id="reason-error" className="text-rose-800">
            {errors.reasonCode.join(" ")}
          </span>
        )}
      </label>
      <label className="block">
        <span className="font-medium">Note</span>
        <textarea
          name="note"
          rows={3}
          maxLength={2000}
          aria-invalid={!!errors.note}
          aria-describedby={errors.note ? "note-error" : undefined}
          className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
        />
        {errors.note && (
          <span id="note-error" className="text-rose-800">
            {errors.note.join(" ")}
          </span>
        )}
      </label>
      {state && !state.ok && (
        <p role="alert" className="text-rose-800">
          {state.error}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-sky-800 px-3 py-1.5 font-medium text-white hover:bg-sky-900 disabled:opacity-60"
      >
        {pending ? "Recording…" : "Record decision"}
      </button>
    </form>
  );
}
