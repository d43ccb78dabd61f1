// GET /api/submissions/counts?<queue view>: how many cases each tab holds for this search and
// these filters, counted exactly in the case index (lib/queue/counts.ts), and how fresh the
// index is. Audited like the rows, once the counts are known: a failed count is recorded as
// one, and answered in the one error body with the cause in the server log.
import { env } from "@/lib/env";
import { message } from "@/lib/actions/message";
import { countTabs } from "@/lib/queue/counts";
import { indexFreshness } from "@/lib/queue/freshness";
import { readQueueView } from "@/lib/queue/read-view";
import { activeFilters } from "@/lib/queue/view";
import { saidResponse } from "@/lib/said-response";
import { typedValue } from "@/lib/audit/erasable-text";

export async function GET(request: Request) {
  const started = await readQueueView(request, "submission.count");
  if (started instanceof Response) return started;
  const { read, view } = started;
  const details = { filters: activeFilters(view, typedValue) };
  let answer;
  try {
    const [tabs, freshness] = await Promise.all([
      countTabs(view, read.actor.id, {
        due: env().review.due,
        now: Date.now(),
      }),
      indexFreshness(),
    ]);
    answer = { tabs, freshness };
  } catch (error) {
    console.error("[dashboard] queue counts failed", error);
    await read.failed("counting failed", { details });
    return saidResponse(500, message("queue.serverFailures.counts"));
  }
  await read.succeeded({ details });
  return Response.json(answer, { headers: { "cache-control": "no-store" } });
}
