// GET /api/erasure-receipts/:id?format=json|pdf — the signed receipt of a deletion, for those
// who see the Deletions page. Holds no personal data; audited all the same (who took a copy).
import { auditedRead } from "@/lib/actions/read";
import { evidenceDownload } from "@/lib/evidence/download";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // No target until the evidence is found (then its submission): the id is typed in the address.
  const read = await auditedRead("deletions:request", {
    action: "evidence.receipt_download",
  });
  return evidenceDownload(request, id, "erasure_receipt", read);
}
