"use client";
// Add an internal note to the case. The text stays after an error and is cleared once added.
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError, useFieldProps } from "@/components/ui/field-error";
import type { ActionResult } from "@/lib/actions/result";

export function NoteForm({
  submissionId,
  submit,
}: {
  submissionId: string;
  submit: (previous: unknown, form: FormData) => Promise<ActionResult<{ id: string }>>;
}) {
  const t = useTranslations("case.notes");
  return (
    <ActionForm
      action={(form) => submit(null, form)}
      submitLabel={t("add")}
      pendingLabel={t("adding")}
      success={t("added")}
      clearOnDone
      tone="plain"
      className="space-y-2 text-sm"
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <NoteField />
    </ActionForm>
  );
}

function NoteField() {
  const t = useTranslations("case.notes");
  return (
    <div>
      <label className="block">
        <span className="font-medium">{t("label")}</span> <span className="text-slate-600">{t("hint")}</span>
        <textarea
          name="body"
          rows={2}
          maxLength={2000}
          {...useFieldProps("body")}
          className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
        />
      </label>
      <FieldError name="body" />
    </div>
  );
}
