// GET /api/case-records/:id?format=json|pdf — the signed case record of a decision (its keyed-
// hash form once the submission is erased). Shows personal data: audited like an image view.
import { auditedRead } from "@/lib/actions/read";
import { evidenceDownload } from "@/lib/evidence/download";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // No target until the evidence is found (then its submission): the id is typed in the address.
  const read = await auditedRead("submissions:read", {
    action: "evidence.case_record_download",
  });
  return evidenceDownload(request, id, "case_record", read);
}
