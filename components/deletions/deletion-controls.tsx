"use client";
// What a manager can do with one deletion request, by its state.
import { useTranslations } from "next-intl";
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
        >
          {hidden}
          <label className="block text-xs">
            <span>{t("confirm")}</span>
            <input
              name="confirmSubmissionId"
              autoComplete="off"
              aria-label={t("confirmLabel", { submission: submissionId })}
              className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 font-mono text-xs"
            />
          </label>
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
