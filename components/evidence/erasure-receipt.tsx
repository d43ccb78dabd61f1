// A deletion's signed erasure receipt on the Deletions page: the signature check and downloads.
import type { EvidenceSummary } from "@/lib/evidence/queries";
import { EvidenceLinks } from "./evidence-links";
import { SignatureState } from "./signature-state";

export function ErasureReceipt({ receipt }: { receipt: EvidenceSummary | undefined }) {
  if (!receipt) return null;
  return (
    <div className="mt-1 space-y-1 text-xs" data-testid="erasure-receipt">
      <SignatureState valid={receipt.valid} problem={receipt.problem} />
      <div>
        Erasure receipt:{" "}
        <EvidenceLinks
          id={receipt.id}
          kind="erasure_receipt"
          label={`Erasure receipt of ${receipt.submissionId}`}
        />
      </div>
    </div>
  );
}
