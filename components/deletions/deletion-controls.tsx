"use client";
// What a manager can do with one deletion request, by its state. Approving shows the case to
// be erased (the page's summary) and asks the approver to confirm they checked it is the right
// applicant; the action refuses an approval without that confirmation.
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError, useFieldProps } from "@/components/ui/field-error";
import { approveDeletion, rejectDeletion, resolveDeletion, retryDeletion } from "@/lib/deletions/actions";
import type { DeletionStatus } from "@/lib/deletions/states";

export function DeletionControls({
  id,
  submissionId,
  status,
  ownRequest,
  summary,
}: {
  id: string;
  submissionId: string;
  status: DeletionStatus;
  ownRequest: boolean;
  /** The case the approval would erase (components/deletions/deletion-case-summary.tsx). */
  summary: React.ReactNode;
}) {
  const t = useTranslations("deletions.controls");
  const hidden = <input type="hidden" name="deletionId" value={id} />;
  if (status === "requested") {
    if (ownRequest) return <p className="text-xs text-slate-600">{t("ownRequest")}</p>;
    return (
      <div className="space-y-3">
        <ActionForm
          action={approveDeletion}
          submitLabel={t("approve")}
          pendingLabel={t("deleting")}
          success={t("done")}
          tone="danger"
          label={t("approveLabel", { submission: submissionId })}
        >
          {hidden}
          {summary}
          <CheckedBox />
        </ActionForm>
        <ActionForm action={rejectDeletion} submitLabel={t("reject")} tone="plain">
          {hidden}
          <input
            name="reason"
            placeholder={t("whyNot")}
            aria-label={t("rejectReason")}
            className="w-full rounded-md border border-slate-300 px-2 py-1 text-xs"
          />
        </ActionForm>
      </div>
    );
  }
  if (status === "failed" || status === "unknown") {
    return (
      <div className="flex flex-wrap gap-2">
        <ActionForm action={retryDeletion} submitLabel={t("retry")} tone="danger">
          {hidden}
        </ActionForm>
        <ActionForm action={resolveDeletion} submitLabel={t("check")} tone="plain">
          {hidden}
        </ActionForm>
      </div>
    );
  }
  return null;
}

function CheckedBox() {
  const t = useTranslations("deletions.controls");
  return (
    <div>
      <label className="flex items-start gap-2 text-xs">
        <input type="checkbox" name="checked" value="yes" {...useFieldProps("checked")} className="mt-0.5" />
        <span>{t("checked")}</span>
      </label>
      <FieldError name="checked" />
    </div>
  );
}
