// GET /api/submissions/counts?<queue view>: how many cases each tab holds for this search and
// these filters, counted exactly in the case index (lib/queue/counts.ts), and how fresh the
// index is. Audited like the rows: it reads the same data.
import { env } from "@/lib/env";
import { countTabs } from "@/lib/queue/counts";
import { indexFreshness } from "@/lib/queue/freshness";
import { heldCases } from "@/lib/queue/page";
import { readQueueView } from "@/lib/queue/read-view";
import { activeFilters } from "@/lib/queue/view";

export async function GET(request: Request) {
  const started = await readQueueView(request, "submission.count");
  if (started instanceof Response) return started;
  const { read, view } = started;
  await read.succeeded({ details: { filters: activeFilters(view) } });
  const [tabs, freshness] = await Promise.all([
    countTabs(view, await heldCases(read.actor.id), {
      due: env().review.due,
      now: Date.now(),
    }),
    indexFreshness(),
  ]);
  return Response.json({ tabs, freshness }, { headers: { "cache-control": "no-store" } });
}
