// The one download path of evidence (case records, erasure receipts): JSON byte for byte as
// signed, or the PDF rendering with the dashboard's check of the signature. Audited by the
// route that calls it; no cache keeps it (a case record holds personal data).
import "server-only";
import { message } from "../actions/message";
import { saidResponse } from "../said-response";
import { fetchEvidence, type EvidenceSummary } from "./queries";
import { renderEvidencePdf } from "./pdf";
import type { SignedEvidence } from "./signature";

type Read = {
  succeeded: (extra?: { target?: string; details?: Record<string, unknown> }) => Promise<void>;
  failed: (reason: string) => Promise<void>;
};

export async function evidenceDownload(
  request: Request,
  id: string,
  kind: EvidenceSummary["kind"],
  read: Read,
) {
  const format = new URL(request.url).searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "pdf") {
    await read.failed("unknown format");
    return saidResponse(400, message("downloads.unknownFormat"));
  }
  const found = await fetchEvidence(id, kind);
  if (!found) {
    await read.failed("no such evidence");
    return saidResponse(
      404,
      message(kind === "case_record" ? "downloads.noCaseRecord" : "downloads.noReceipt"),
    );
  }
  const { summary, text } = found;
  await read.succeeded({
    target: summary.submissionId,
    details: { format, evidenceId: id, sha256: summary.sha256, valid: summary.valid },
  });
  const base =
    `${kind === "case_record" ? "case-record" : "erasure-receipt"}-${summary.submissionId}-${id.slice(0, 8)}`.replace(
      /[^A-Za-z0-9._-]/g,
      "_",
    );
  if (format === "json")
    return new Response(text, {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        "content-disposition": `attachment; filename="${base}.json"`,
      },
    });
  const pdf = await renderEvidencePdf(
    JSON.parse(text) as SignedEvidence,
    text,
    { ...summary, checkedAt: new Date() },
    `${base}.json`,
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "cache-control": "no-store",
      "content-disposition": `attachment; filename="${base}.pdf"`,
    },
  });
}
