// GET /api/submissions/scan?<queue view>: the dashboard-side filter of the queue, streamed
// as NDJSON (lib/submissions/scan-stream.ts). The page that asks for it audits the search.
import { parseView, ViewError } from "@/lib/submissions/filters";
import { ndjsonStream, scanEvents } from "@/lib/submissions/scan-stream";

export async function GET(request: Request) {
  let view;
  try {
    view = parseView(new URL(request.url).searchParams);
  } catch (error) {
    if (error instanceof ViewError) return Response.json({ message: error.message }, { status: 400 });
    throw error;
  }
  return new Response(ndjsonStream(scanEvents(view)), {
    headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" },
  });
}
