"use client";
// A manager settles possible duplicates escalated as suspected fraud. What was chosen and typed
// stays after an error, each message next to its field.
import { ActionForm } from "@/components/ui/action-form";
import { FieldError, useFieldProps } from "@/components/ui/field-error";
import { ReasonField } from "@/components/ui/reason-form-parts";
import type { ActionResult } from "@/lib/actions/result";
import { settlementChoices } from "@/lib/duplicates/words";

export function SettleForm({
  submissionId,
  submit,
}: {
  submissionId: string;
  submit: (previous: unknown, form: FormData) => Promise<ActionResult<unknown>>;
}) {
  return (
    <ActionForm
      action={(form) => submit(null, form)}
      submitLabel="Settle"
      pendingLabel="Recording…"
      done={() => "Suspected fraud settled."}
      tone="plain"
      label="Settle suspected fraud"
      className="mt-2 space-y-2"
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <Choices />
      <ReasonField label="Reason" />
    </ActionForm>
  );
}

function Choices() {
  const field = useFieldProps("outcome");
  return (
    <fieldset aria-describedby={field["aria-describedby"]}>
      <legend className="font-medium">Settle the suspected fraud</legend>
      {Object.entries(settlementChoices).map(([value, label]) => (
        <label key={value} className="mt-1 flex items-start gap-1.5">
          <input type="radio" name="outcome" value={value} className="mt-1" />
          {label}
        </label>
      ))}
      <FieldError name="outcome" />
    </fieldset>
  );
}
