"use client";
// A manager settles possible duplicates escalated as suspected fraud. What was chosen and typed
// stays after an error, each message next to its field.
import { useActionState, useState } from "react";
import { keepInput } from "@/components/ui/keep-input";
import { FieldMessage, ReasonField, SubmitRow } from "@/components/ui/reason-form-parts";
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
        <FieldMessage id="settle-outcome-error" errors={errors.outcome} />
      </fieldset>
      <ReasonField id="settle" label="Reason" value={reason} onChange={setReason} errors={errors.reason} />
      <SubmitRow state={state} working={working} label="Settle" />
    </form>
  );
}
