// GET /api/submissions/scan?<queue view>: a queue page streamed as NDJSON, scanned by the
// dashboard when the view has filters the upstream lacks (scan-stream.ts). Each call is one
// audited search. In production the dashboard's server answers it before Next.js
// (docs/decisions/0008-queue-rows-before-nextjs.md), so it reads the session, the audit
// context and the request id from the request itself, never from next/headers.
import "server-only";
import { randomUUID } from "node:crypto";
import { recordAuditEvent } from "../audit/record-event";
import { contextFromHeaders } from "../audit/request-headers";
import { authorizeRequest } from "../auth/request-actor";
import { activeFilters, needsScan, parseView, ViewError } from "./filters";
import { ndjsonStream, scanEvents } from "./scan-stream";

/** What the handler reads of a request: a Fetch API Request, or the same two fields built from Node's. */
export type ScanRequest = Pick<Request, "url" | "headers">;

export async function scanResponse(request: ScanRequest): Promise<Response> {
  // proxy.ts does not run for this route: the id comes from a proxy in front, or is new here.
  const requestId = request.headers.get("x-request-id")?.slice(0, 100) || randomUUID();
  const context = { ...contextFromHeaders(request.headers), requestId };
  const withId = (response: Response) => {
    response.headers.set("x-request-id", requestId);
    return response;
  };
  const actor = await authorizeRequest(request.headers, "submissions:read");
  if (actor instanceof Response) return withId(actor);
  let view;
  try {
    view = parseView(new URL(request.url).searchParams);
  } catch (error) {
    if (!(error instanceof ViewError)) throw error;
    await recordAuditEvent(
      { actor, action: "submission.search", outcome: "failure", reason: error.message },
      context,
    );
    return withId(Response.json({ message: error.message }, { status: 400 }));
  }
  // Written once the first upstream batch is asked for; no result leaves before it is stored.
  const record = () =>
    recordAuditEvent(
      {
        actor,
        action: "submission.search",
        outcome: "success",
        details: {
          filters: activeFilters(view),
          size: view.size,
          page: view.trail.length + 1,
          scanned: needsScan(view),
        },
      },
      context,
    );
  return withId(
    new Response(ndjsonStream(scanEvents(view), record), {
      headers: {
        "content-type": "application/x-ndjson; charset=utf-8",
        "cache-control": "no-store",
        "x-accel-buffering": "no",
      },
    }),
  );
}
