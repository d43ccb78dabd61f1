// GET /api/submissions/rows?<queue view>: a page of the queue from the case index, as JSON.
// Each call is one audited search, recorded once the page is read and before any row leaves;
// a failed read is recorded as one and answered in the one error body.
import { message } from "@/lib/actions/message";
import { queuePage } from "@/lib/queue/page";
import { readQueueView } from "@/lib/queue/read-view";
import { activeFilters, encodeCursor } from "@/lib/queue/view";
import { saidResponse } from "@/lib/said-response";
import { typedValue } from "@/lib/audit/erasable-text";

export async function GET(request: Request) {
  const started = await readQueueView(request, "submission.search");
  if (started instanceof Response) return started;
  const { read, view } = started;
  const details = { filters: activeFilters(view, typedValue), size: view.size, page: view.trail.length + 1 };
  let page;
  try {
    page = await queuePage(view, read.actor.id);
  } catch (error) {
    console.error("[dashboard] queue page failed", error);
    await read.failed("reading the page failed", { details });
    return saidResponse(500, message("queue.serverFailures.rows"));
  }
  await read.succeeded({ details });
  return Response.json(
    { rows: page.rows, next: page.next ? encodeCursor(page.next) : null },
    { headers: { "cache-control": "no-store" } },
  );
}
