"use client";
// Request the deletion of a submission (the case page embeds it with a fixed id). After an
// error the typed id and reason stay, with the message next to the field to fix.
import { ActionForm } from "@/components/ui/action-form";
import { FieldError } from "@/components/ui/field-error";
import { requestDeletion } from "@/lib/deletions/actions";

export function RequestDeletionForm({ submissionId }: { submissionId?: string }) {
  return (
    <ActionForm
      action={requestDeletion}
      submitLabel="Request deletion"
      pendingLabel="Requesting…"
      success="Deletion requested. A manager must approve it."
      tone="danger"
      inlineErrors
    >
      {submissionId ? (
        <input type="hidden" name="submissionId" value={submissionId} />
      ) : (
        <label className="block text-sm">
          <span className="font-medium">Submission id</span>
          <input
            name="submissionId"
            required
            aria-describedby="deletion-id-error"
            className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 font-mono text-sm"
          />
          <FieldError name="submissionId" id="deletion-id-error" />
        </label>
      )}
      <label className="block text-sm">
        <span className="font-medium">Reason for deletion</span>
        <textarea
          name="reason"
          required
          minLength={5}
          rows={2}
          aria-describedby="deletion-reason-error"
          className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
        />
        <FieldError name="reason" id="deletion-reason-error" />
      </label>
    </ActionForm>
  );
}
