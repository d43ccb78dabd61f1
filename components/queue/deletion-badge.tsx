"use client";
// A case whose deletion was requested and is not settled: in every queue view, so nobody
// approves a case a colleague has asked to erase (the decision rule refuses it too).
import { useTranslations } from "next-intl";

export function DeletionBadge({ pending }: { pending: boolean }) {
  const t = useTranslations("values");
  if (!pending) return null;
  return (
    <span
      title={t("deletionPendingTitle")}
      className="rounded bg-rose-100 px-2 py-0.5 text-xs font-medium text-rose-900"
    >
      {t("deletionPending")}
    </span>
  );
}
