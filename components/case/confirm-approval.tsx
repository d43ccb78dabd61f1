"use client";
// The second reviewer's confirmation of a waiting High-risk approval.
import { useTranslations } from "next-intl";
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
  const t = useTranslations("decision.confirm");
  return (
    <ActionForm
      action={(form) => submit(null, form)}
      submitLabel={t("submit")}
      pendingLabel={t("pending")}
      done={() => t("done")}
      className="mt-2 space-y-2"
    >
      <input type="hidden" name="approvalId" value={approvalId} />
      <input type="hidden" name="submissionId" value={submissionId} />
    </ActionForm>
  );
}
