// GET /api/submissions/scan?<queue view>: a queue page streamed as NDJSON, scanned by the
// dashboard when the view has filters the upstream lacks (lib/submissions/scan-stream.ts).
// Each call is one audited search.
import { recordAudit } from "@/lib/audit/record";
import { authorizeRoute } from "@/lib/auth/session";
import { activeFilters, needsScan, parseView, ViewError } from "@/lib/submissions/filters";
import { ndjsonStream, scanEvents } from "@/lib/submissions/scan-stream";

export async function GET(request: Request) {
  const actor = await authorizeRoute("submissions:read");
  if (actor instanceof Response) return actor;
  let view;
  try {
    view = parseView(new URL(request.url).searchParams);
  } catch (error) {
    if (!(error instanceof ViewError)) throw error;
    await recordAudit({ actor, action: "submission.search", outcome: "failure", reason: error.message });
    return Response.json({ message: error.message }, { status: 400 });
  }
  // Written once the first upstream batch is asked for; no result leaves before it is stored.
  const record = () => recordAudit({ actor, action: "submission.search", outcome: "success", details: { filters: activeFilters(view), size: view.size, page: view.trail.length + 1, scanned: needsScan(view) } });
  return new Response(ndjsonStream(scanEvents(view), record), {
    headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" },
  });
}
