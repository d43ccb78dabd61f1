"use client";
import { ActionForm } from "@/components/ui/action-form";
import { verifyAuditChain } from "@/lib/audit/actions";

export function VerifyChainButton() {
  return (
    <ActionForm
      action={verifyAuditChain}
      submitLabel="Verify now"
      pendingLabel="Verifying…"
      tone="plain"
      className="space-y-2 text-right"
    />
  );
}
