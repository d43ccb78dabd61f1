// A deletion's signed erasure receipt on the Deletions page: the signature check and downloads.
// The receipt itself is a record (English, times in UTC); the line says so in the reader's language.
import { useTranslations } from "next-intl";
import type { EvidenceSummary } from "@/lib/evidence/queries";
import { EvidenceLinks } from "./evidence-links";
import { SignatureState } from "./signature-state";

export function ErasureReceipt({ receipt }: { receipt: EvidenceSummary | undefined }) {
  const t = useTranslations("deletions.receipt");
  if (!receipt) return null;
  return (
    <div className="mt-1 space-y-1 text-xs" data-testid="erasure-receipt">
      <SignatureState valid={receipt.valid} problem={receipt.problem} />
      <div>
        {t("label")}{" "}
        <EvidenceLinks
          id={receipt.id}
          kind="erasure_receipt"
          label={t("linkLabel", { submission: receipt.submissionId })}
        />{" "}
        <span className="text-slate-500">{t("record")}</span>
      </div>
    </div>
  );
}
