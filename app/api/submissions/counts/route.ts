// GET /api/submissions/counts?<queue view>: how many cases each tab holds for this search and
// these filters (lib/queue/counts.ts), as JSON. Audited like the rows: it reads the same data.
import { loadLocalState } from "@/lib/assignments/queries";
import { env } from "@/lib/env";
import { upstreamFailure } from "@/lib/kyc/errors";
import { countTabs } from "@/lib/queue/counts";
import { listPage } from "@/lib/queue/stream";
import { readQueueView } from "@/lib/queue/read-view";
import { activeFilters } from "@/lib/queue/view";

export async function GET(request: Request) {
  const started = await readQueueView(request, "submission.count");
  if (started instanceof Response) return started;
  const { read, view } = started;
  await read.succeeded({ details: { filters: activeFilters(view) } });
  try {
    const local = await loadLocalState(read.actor.id);
    const counts = await countTabs(listPage, view, local, {
      deadlineHours: env().review.deadlineHours,
      now: Date.now(),
    });
    return Response.json(counts, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    return Response.json({ message: upstreamFailure(error, "counts").userMessage }, { status: 502 });
  }
}
