// GET /api/submissions/counts?<queue view>: how many cases each tab holds for this search and
// these filters (lib/queue/counts.ts), as JSON. Audited like the rows: it reads the same data.
import { auditedRead } from "@/lib/actions/read";
import { loadLocalState } from "@/lib/assignments/queries";
import { env } from "@/lib/env";
import { upstreamFailure } from "@/lib/kyc/errors";
import { countTabs } from "@/lib/queue/counts";
import { listPage } from "@/lib/queue/stream";
import { activeFilters, parseView, ViewError } from "@/lib/queue/view";

export async function GET(request: Request) {
  const read = await auditedRead("submissions:read", { action: "submission.count" });
  let view;
  try {
    view = parseView(new URL(request.url).searchParams);
  } catch (error) {
    if (!(error instanceof ViewError)) throw error;
    await read.failed(error.message);
    return Response.json({ message: error.message }, { status: 400 });
  }
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
