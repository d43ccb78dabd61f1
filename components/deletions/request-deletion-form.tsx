"use client";
import { ActionForm } from "@/components/ui/action-form";
import { requestDeletion } from "@/lib/deletions/actions";

/** Request the deletion of a submission (the submission page can embed it with a fixed id). */
export function RequestDeletionForm({ submissionId }: { submissionId?: string }) {
  return (
    <ActionForm
      action={requestDeletion}
      submitLabel="Request deletion"
      pendingLabel="Requesting…"
      success="Deletion requested. A manager must approve it."
      tone="danger"
    >
      {submissionId ? (
        <input type="hidden" name="submissionId" value={submissionId} />
      ) : (
        <label className="block text-sm">
          <span className="font-medium">Submission id</span>
          <input
            name="submissionId"
            required
            className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 font-mono text-sm"
          />
        </label>
      )}
      <label className="block text-sm">
        <span className="font-medium">Reason for deletion</span>
        <textarea
          name="reason"
          required
          minLength={5}
          rows={2}
          className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
        />
      </label>
    </ActionForm>
  );
}
