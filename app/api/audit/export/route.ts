// GET /api/audit/export?<audit filters>: the filtered audit log as CSV, streamed to the
// browser page by page (lib/audit/csv.ts). Every export is itself an audited event.
import { auditCsvStream } from "@/lib/audit/csv";
import { activeAuditFilters, AuditFilterError, parseAuditFilter } from "@/lib/audit/filters";
import { auditedRead } from "@/lib/actions/read";
import { typedValue } from "@/lib/audit/erasable-text";
import { db } from "@/lib/db";
import { message } from "@/lib/actions/message";
import { saidResponse } from "@/lib/said-response";

export async function GET(request: Request) {
  const read = await auditedRead("audit:export", { action: "audit.export" });
  let filter;
  try {
    filter = parseAuditFilter(new URL(request.url).searchParams);
  } catch (error) {
    if (!(error instanceof AuditFilterError)) throw error;
    await read.failed(error.message);
    return saidResponse(400, message(`audit.filterErrors.${error.problem}`, error.values));
  }
  await read.succeeded({ details: { filters: activeAuditFilters(filter, typedValue), format: "csv" } });
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(":", "-");
  return new Response(auditCsvStream(db(), filter), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="audit-${stamp}.csv"`,
      "cache-control": "no-store",
      "x-accel-buffering": "no",
    },
  });
}
