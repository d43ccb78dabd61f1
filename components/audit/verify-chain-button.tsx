"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { verifyAuditChain } from "@/lib/audit/actions";

export function VerifyChainButton() {
  const t = useTranslations("audit.chain");
  return (
    <ActionForm
      action={verifyAuditChain}
      submitLabel={t("verify")}
      pendingLabel={t("verifying")}
      tone="plain"
      className="space-y-2 text-right"
    />
  );
}
