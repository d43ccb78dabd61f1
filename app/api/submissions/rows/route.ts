// GET /api/submissions/rows?<queue view>: a page of the queue from the case index, as JSON.
// Each call is one audited search, stored before any row leaves.
import { queuePage } from "@/lib/queue/page";
import { readQueueView } from "@/lib/queue/read-view";
import { encodeCursor } from "@/lib/queue/view";
import { activeFilters } from "@/lib/queue/view";

export async function GET(request: Request) {
  const started = await readQueueView(request, "submission.search");
  if (started instanceof Response) return started;
  const { read, view } = started;
  await read.succeeded({
    details: { filters: activeFilters(view), size: view.size, page: view.trail.length + 1 },
  });
  const page = await queuePage(view, read.actor.id);
  return Response.json(
    { rows: page.rows, next: page.next ? encodeCursor(page.next) : null },
    { headers: { "cache-control": "no-store" } },
  );
}
