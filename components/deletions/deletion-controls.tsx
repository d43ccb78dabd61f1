"use client";
// What a manager can do with one deletion request, by its state.
import { ActionForm } from "@/components/ui/action-form";
import { approveDeletion, rejectDeletion, resolveDeletion, retryDeletion } from "@/lib/deletions/actions";
import type { DeletionStatus } from "@/lib/deletions/states";

export function DeletionControls({
  id,
  submissionId,
  status,
  ownRequest,
}: {
  id: string;
  submissionId: string;
  status: DeletionStatus;
  ownRequest: boolean;
}) {
  const hidden = <input type="hidden" name="deletionId" value={id} />;
  if (status === "requested") {
    if (ownRequest)
      return <p className="text-xs text-slate-600">Another manager must approve your request.</p>;
    return (
      <div className="space-y-3">
        <ActionForm
          action={approveDeletion}
          submitLabel="Approve and delete"
          pendingLabel="Deleting…"
          success="Done."
          tone="danger"
        >
          {hidden}
          <label className="block text-xs">
            <span>Type the submission id to confirm</span>
            <input
              name="confirmSubmissionId"
              autoComplete="off"
              aria-label={`Confirm submission id ${submissionId}`}
              className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 font-mono text-xs"
            />
          </label>
        </ActionForm>
        <ActionForm action={rejectDeletion} submitLabel="Reject" tone="plain">
          {hidden}
          <input
            name="reason"
            placeholder="Why not"
            aria-label="Reason for rejecting"
            className="w-full rounded-md border border-slate-300 px-2 py-1 text-xs"
          />
        </ActionForm>
      </div>
    );
  }
  if (status === "failed" || status === "unknown") {
    return (
      <div className="flex flex-wrap gap-2">
        <ActionForm action={retryDeletion} submitLabel="Retry deletion" tone="danger">
          {hidden}
        </ActionForm>
        <ActionForm action={resolveDeletion} submitLabel="Check with the service" tone="plain">
          {hidden}
        </ActionForm>
      </div>
    );
  }
  return null;
}
