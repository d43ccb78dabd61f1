// On the audit log, the signed document an event names: a decision's case record, a
// deletion's erasure receipt.
import { useTranslations } from "next-intl";
import { EvidenceLinks } from "./evidence-links";

function named(
  action: string,
  detail: string | null,
): { id: string; kind: "case_record" | "erasure_receipt" } | null {
  if (!detail) return null;
  try {
    const d = JSON.parse(detail) as { caseRecord?: { id?: unknown } | null; receiptId?: unknown };
    if (typeof d.caseRecord?.id === "string") return { id: d.caseRecord.id, kind: "case_record" };
    if (action === "deletion.receipt" && typeof d.receiptId === "string")
      return { id: d.receiptId, kind: "erasure_receipt" };
  } catch {
    // a detail that is not JSON names no document
  }
  return null;
}

export function AuditEvidenceLinks({ action, detail }: { action: string; detail: string | null }) {
  const t = useTranslations("evidence.links");
  const doc = named(action, detail);
  if (!doc) return null;
  const label = t(doc.kind === "case_record" ? "caseRecord" : "erasureReceipt");
  return (
    <p className="mt-1">
      {label}: <EvidenceLinks id={doc.id} kind={doc.kind} label={label} />
    </p>
  );
}
