"use client";
// A manager settles possible duplicates escalated as suspected fraud. What was chosen and typed
// stays after an error, each message next to its field.
import { useTranslations } from "next-intl";
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
  const t = useTranslations("case.duplicates.settle");
  return (
    <ActionForm
      action={(form) => submit(null, form)}
      submitLabel={t("submit")}
      pendingLabel={t("pending")}
      done={() => t("done")}
      tone="plain"
      label={t("label")}
      className="mt-2 space-y-2"
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <Choices />
      <ReasonField label={t("reason")} />
    </ActionForm>
  );
}

function Choices() {
  const t = useTranslations("case.duplicates.settle");
  const field = useFieldProps("outcome");
  return (
    <fieldset aria-describedby={field["aria-describedby"]}>
      <legend className="font-medium">{t("legend")}</legend>
      {Object.keys(settlementChoices).map((value) => (
        <label key={value} className="mt-1 flex items-start gap-1.5">
          <input type="radio" name="outcome" value={value} className="mt-1" />
          {t(`choices.${value as keyof typeof settlementChoices}`)}
        </label>
      ))}
      <FieldError name="outcome" />
    </fieldset>
  );
}
