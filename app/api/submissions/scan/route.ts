// GET /api/submissions/scan?<queue view>: the queue's rows as NDJSON (lib/queue/stream.ts).
// Each call is one audited search, stored before any row leaves.
import { loadLocalState, reviewerNames } from "@/lib/assignments/queries";
import { ndjsonStream, scanEvents } from "@/lib/queue/stream";
import { readQueueView } from "@/lib/queue/read-view";
import { activeFilters, needsScan } from "@/lib/queue/view";

export async function GET(request: Request) {
  const started = await readQueueView(request, "submission.search");
  if (started instanceof Response) return started;
  const { read, view } = started;
  await read.succeeded({
    details: {
      filters: activeFilters(view),
      size: view.size,
      page: view.trail.length + 1,
      scanned: needsScan(view),
    },
  });
  const [local, names] = await Promise.all([loadLocalState(read.actor.id), reviewerNames()]);
  return new Response(ndjsonStream(scanEvents(view, { local, names })), {
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
    },
  });
}
