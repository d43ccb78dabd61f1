"use client";
// The second reviewer's confirmation of a waiting High-risk approval.
import { useActionState } from "react";
import { keepInput } from "@/components/ui/keep-input";
import type { ActionResult } from "@/lib/actions/result";

type Result = ActionResult<unknown> | null;

export function ConfirmApproval({
  approvalId,
  submissionId,
  submit,
}: {
  approvalId: string;
  submissionId: string;
  submit: (previous: Result, form: FormData) => Promise<Result>;
}) {
  const [state, formAction, pending] = useActionState(submit, null);
  if (state?.ok)
    return (
      <p role="status" className="rounded bg-emerald-50 p-2 text-sm text-emerald-900">
        Approval confirmed and sent to the KYC service.
      </p>
    );
  return (
    <form onSubmit={keepInput(formAction)} className="mt-2 space-y-2">
      <input type="hidden" name="approvalId" value={approvalId} />
      <input type="hidden" name="submissionId" value={submissionId} />
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900 disabled:opacity-60"
      >
        {pending ? "Confirming…" : "Confirm the approval as second reviewer"}
      </button>
      {state && !state.ok && (
        <p role="alert" className="text-sm text-rose-800">
          {state.error}
        </p>
      )}
    </form>
  );
}
