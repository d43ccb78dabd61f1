"use client";
// Request the deletion of a submission (the case page embeds it with a fixed id). After an
// error the typed id and reason stay, with the message next to the field to fix.
import { ActionForm } from "@/components/ui/action-form";
import { FieldError, useFieldProps } from "@/components/ui/field-error";
import { requestDeletion } from "@/lib/deletions/actions";
import { underRetention } from "@/lib/evidence/retention";
import { LegalBasisField } from "./legal-basis-field";

// A refusal for want of a legal basis is shown at that field (which then appears).
async function request(raw: unknown) {
  const result = await requestDeletion(raw);
  if (!result.ok && result.error.startsWith(underRetention))
    return {
      ...result,
      error: "Choose the legal basis for deleting a case under retention.",
      fieldErrors: { ...result.fieldErrors, legalBasis: [result.error] },
    };
  return result;
}

export function RequestDeletionForm({
  submissionId,
  retention,
}: {
  submissionId?: string;
  retention?: string;
}) {
  return (
    <ActionForm
      action={request}
      submitLabel="Request deletion"
      pendingLabel="Requesting…"
      success="Deletion requested. A manager must approve it."
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
  return (
    <div>
      <label className="block text-sm">
        <span className="font-medium">Submission id</span>
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
  return (
    <div>
      <label className="block text-sm">
        <span className="font-medium">Reason for deletion</span>
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
