"use client";
// Request the deletion of a submission (the case page embeds it with a fixed id). After an
// error the typed id and reason stay, with the message next to the field to fix (a refusal
// for want of a legal basis comes with that field, which then appears).
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError, useFieldProps } from "@/components/ui/field-error";
import { requestDeletion } from "@/lib/deletions/actions";
import { LegalBasisField } from "./legal-basis-field";

export function RequestDeletionForm({
  submissionId,
  retention,
}: {
  submissionId?: string;
  retention?: string;
}) {
  const t = useTranslations("caseDeletion.form");
  // A refusal for want of a legal basis: the rule at that field (which then appears), and
  // above the button what to do.
  async function request(raw: unknown) {
    const result = await requestDeletion(raw);
    if (!result.ok && result.fieldErrors?.legalBasis) return { ...result, error: t("needLegalBasis") };
    return result;
  }
  return (
    <ActionForm
      action={request}
      submitLabel={t("submit")}
      pendingLabel={t("pending")}
      success={t("done")}
      tone="danger"
    >
      {submissionId ? (
        <input type="hidden" name="submissionId" value={submissionId} />
      ) : (
        <SubmissionIdField />
      )}
      <ReasonField />
      <LegalBasisField retention={retention} />
    </ActionForm>
  );
}

function SubmissionIdField() {
  const t = useTranslations("caseDeletion.form");
  return (
    <div>
      <label className="block text-sm">
        <span className="font-medium">{t("submissionId")}</span>
        <input
          name="submissionId"
          required
          {...useFieldProps("submissionId")}
          className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 font-mono text-sm"
        />
      </label>
      <FieldError name="submissionId" />
    </div>
  );
}

function ReasonField() {
  const t = useTranslations("caseDeletion.form");
  return (
    <div>
      <label className="block text-sm">
        <span className="font-medium">{t("reason")}</span>
        <textarea
          name="reason"
          required
          minLength={5}
          rows={2}
          {...useFieldProps("reason")}
          className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
        />
      </label>
      <FieldError name="reason" />
    </div>
  );
}
