"use client";
// A verdict on one AML match with its reason. What was chosen and typed stays after an error.
import { useActionState, useState } from "react";
import { keepInput } from "@/components/ui/keep-input";
import { FieldMessage, ReasonField, SubmitRow } from "@/components/ui/reason-form-parts";
import type { ActionResult } from "@/lib/actions/result";

type Result = ActionResult<unknown> | null;
const choices = [
  ["false_positive", "False positive: a different person"],
  ["true_match", "True match: this is the listed person"],
  ["escalate", "Escalate: needs a senior decision"],
] as const;

export function VerdictForm({
  submissionId,
  resourceId,
  number,
  submit,
}: {
  submissionId: string;
  resourceId: string;
  number: number;
  submit: (previous: Result, form: FormData) => Promise<Result>;
}) {
  const [state, formAction, pending] = useActionState(submit, null);
  const [verdict, setVerdict] = useState("");
  const [reason, setReason] = useState("");
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {};
  const id = `verdict-${number}`;
  if (state?.ok)
    return (
      <p role="status" className="text-sm text-emerald-800">
        Verdict recorded.
      </p>
    );
  return (
    <form
      onSubmit={keepInput(formAction)}
      className="space-y-2 text-sm"
      noValidate
      aria-label={`Verdict on match ${number}`}
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="resourceId" value={resourceId} />
      <fieldset>
        <legend className="font-medium">Verdict on match {number}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {choices.map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-1">
              <input
                type="radio"
                name="verdict"
                value={value}
                checked={verdict === value}
                onChange={() => setVerdict(value)}
              />
              {label}
            </label>
          ))}
        </div>
        <FieldMessage errors={errors.verdict} />
      </fieldset>
      <ReasonField
        id={id}
        label="Reason for the verdict"
        value={reason}
        onChange={setReason}
        errors={errors.reason}
      />
      <SubmitRow state={state} working={pending} label="Record verdict" />
    </form>
  );
}
