// A queue page as newline-delimited JSON, one line per upstream batch, so the queue can show
// matches and progress as they arrive: the dashboard-side scan for filtered views, one plain
// upstream page otherwise (the browser renders the rows either way, so a page of 2000 costs
// the server little more than the upstream call). Pull-based: a reader that stops reading (or leaves)
// stops the scan, and no upstream batch is requested that nobody will read.
import "server-only";
import { KycApiError } from "../kyc/errors";
import { encodeCursor, needsScan, type QueueView } from "./filters";
import { fetchSubmissionById, fetchSubmissionPage, scanView } from "./queries";
import { toSubmissionRow, type SubmissionRow } from "./rows";
import type { ScanStop } from "./scan";
import { encodeScanEvent } from "./scan-wire";

/** How a page ended: a scan's stop, or "unfiltered" for one plain upstream page. */
export type PageStop = ScanStop | "unfiltered";

export type ScanEvent =
  | { type: "progress"; scanned: number; matched: number; rows: SubmissionRow[] }
  | { type: "end"; scanned: number; matched: number; next: string | null; stop: PageStop }
  | { type: "error"; message: string };

export function scanEvents(view: QueueView): AsyncGenerator<ScanEvent> {
  if (view.submissionId) return byId(view);
  return needsScan(view) ? scanning(view) : unfiltered(view);
}

/** A view the upstream filters alone: one upstream call of the page's size, passed through. */
async function* unfiltered(view: QueueView): AsyncGenerator<ScanEvent> {
  const page = await fetchSubmissionPage(view);
  const n = page.rows.length;
  yield { type: "progress", scanned: n, matched: n, rows: page.rows };
  yield {
    type: "end",
    scanned: n,
    matched: n,
    next: page.next ? encodeCursor(page.next) : null,
    stop: "unfiltered",
  };
}

async function* byId(view: QueueView): AsyncGenerator<ScanEvent> {
  const page = await fetchSubmissionById(view);
  yield { type: "progress", scanned: view.at ? 0 : 1, matched: page.rows.length, rows: page.rows };
  yield { type: "end", scanned: view.at ? 0 : 1, matched: page.rows.length, next: null, stop: "end_of_data" };
}

async function* scanning(view: QueueView): AsyncGenerator<ScanEvent> {
  const scan = scanView(view);
  for (;;) {
    const step = await scan.next();
    if (step.done) {
      const end = step.value;
      yield {
        type: "end",
        scanned: end.scanned,
        matched: end.matched,
        next: end.next ? encodeCursor(end.next) : null,
        stop: end.stop,
      };
      return;
    }
    yield {
      type: "progress",
      scanned: step.value.scanned,
      matched: step.value.matched,
      rows: step.value.found.map(toSubmissionRow),
    };
  }
}

/** A failure as the browser may see it: the upstream's safe message, or a generic one. */
export function scanFailure(error: unknown): ScanEvent {
  if (error instanceof KycApiError) {
    console.error(`[dashboard] scan: ${error.path} failed: ${error.code} ${error.status} ${error.message}`);
    return { type: "error", message: error.userMessage };
  }
  if (error instanceof SearchNotRecorded) {
    console.error("[dashboard] scan: the search could not be audited", error.cause);
    return {
      type: "error",
      message:
        "The search could not be recorded in the audit log, so its results are not shown. Try again; if it persists, tell an administrator.",
    };
  }
  console.error("[dashboard] scan failed", error);
  return { type: "error", message: "The search failed in the dashboard. The details are in the server log." };
}

/** The search's audit event could not be stored: its results must not be shown. */
class SearchNotRecorded extends Error {}

/**
 * `record` writes the search's audit event. It starts once the first upstream batch has been
 * asked for and the request is on the wire: SQLite writes block the event loop, so writing
 * first would delay the upstream call by the append's time, while written meanwhile it costs
 * nothing the service is not already spending. "On the wire" is one whole turn of the event
 * loop later: the TLS socket sends the request's bytes in the loop's next poll phase, and an
 * append started in this turn's check phase (one setImmediate) held them back by its own
 * ~4 ms (measured; docs/review-workspace.md). No line leaves before the event is stored, and
 * a search that could not be recorded shows nothing.
 */
export function ndjsonStream(
  events: AsyncGenerator<ScanEvent>,
  record: () => Promise<void> = async () => undefined,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const asked = events.next();
  const audited = new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)))
    .then(record)
    .catch((error: unknown) => {
      throw new SearchNotRecorded("audit append failed", { cause: error });
    });
  const first = Promise.all([audited, asked]).then(([, step]) => step);
  first.catch(() => undefined); // surfaced by the first pull
  let started = false;
  // A reader that leaves (navigation, a new search) cancels while a batch is still on its way;
  // that batch is then dropped quietly instead of being enqueued on a closed stream.
  let cancelled = false;
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, event: ScanEvent) =>
    controller.enqueue(encoder.encode(`${encodeScanEvent(event)}\n`));
  return new ReadableStream({
    async pull(controller) {
      try {
        const step = started ? await events.next() : await first;
        started = true;
        if (cancelled) return;
        if (step.done) controller.close();
        else send(controller, step.value);
      } catch (error) {
        if (cancelled) return;
        send(controller, scanFailure(error));
        controller.close();
      }
    },
    async cancel() {
      cancelled = true;
      await events.return(undefined);
    },
  });
}
