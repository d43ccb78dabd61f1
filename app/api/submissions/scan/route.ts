// GET /api/submissions/scan?<queue view>: the queue's rows as NDJSON (lib/queue/stream.ts).
// Each call is one audited search, stored before any row leaves.
import { auditedRead } from "@/lib/actions/read";
import { loadLocalState, reviewerNames } from "@/lib/assignments/queries";
import { ndjsonStream, scanEvents } from "@/lib/queue/stream";
import { activeFilters, needsScan, parseView, ViewError } from "@/lib/queue/view";

export async function GET(request: Request) {
  const read = await auditedRead("submissions:read", { action: "submission.search" });
  let view;
  try {
    view = parseView(new URL(request.url).searchParams);
  } catch (error) {
    if (!(error instanceof ViewError)) throw error;
    await read.failed(error.message);
    return Response.json({ message: error.message }, { status: 400 });
  }
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
