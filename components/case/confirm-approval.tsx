"use client";
// The second reviewer's confirmation of a waiting High-risk approval.
import { ActionForm } from "@/components/ui/action-form";
import type { ActionResult } from "@/lib/actions/result";

export function ConfirmApproval({
  approvalId,
  submissionId,
  submit,
}: {
  approvalId: string;
  submissionId: string;
  submit: (previous: unknown, form: FormData) => Promise<ActionResult<unknown>>;
}) {
  return (
    <ActionForm
      action={(form) => submit(null, form)}
      submitLabel="Confirm the approval as second reviewer"
      pendingLabel="Confirming…"
      done={() => "Approval confirmed and sent to the KYC service."}
      className="mt-2 space-y-2"
    >
      <input type="hidden" name="approvalId" value={approvalId} />
      <input type="hidden" name="submissionId" value={submissionId} />
    </ActionForm>
  );
}
