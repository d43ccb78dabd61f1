// The scan as newline-delimited JSON, one line per upstream batch, so the queue can show
// matches and progress as they arrive. Pull-based: a reader that stops reading (or leaves)
// stops the scan, and no upstream batch is requested that nobody will read.
import "server-only";
import { KycApiError } from "../kyc/errors";
import { encodeCursor, type QueueView } from "./filters";
import { fetchSubmissionById, scanView } from "./queries";
import { toSubmissionRow, type SubmissionRow } from "./rows";
import type { ScanStop } from "./scan";

export type ScanEvent =
  | { type: "progress"; scanned: number; matched: number; rows: SubmissionRow[] }
  | { type: "end"; scanned: number; matched: number; next: string | null; stop: ScanStop }
  | { type: "error"; message: string };

export function scanEvents(view: QueueView): AsyncGenerator<ScanEvent> {
  return view.submissionId ? byId(view) : scanning(view);
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
      yield { type: "end", scanned: end.scanned, matched: end.matched, next: end.next ? encodeCursor(end.next) : null, stop: end.stop };
      return;
    }
    yield { type: "progress", scanned: step.value.scanned, matched: step.value.matched, rows: step.value.found.map(toSubmissionRow) };
  }
}

/** A failure as the browser may see it: the upstream's safe message, or a generic one. */
export function scanFailure(error: unknown): ScanEvent {
  if (error instanceof KycApiError) {
    console.error(`[dashboard] scan: ${error.path} failed: ${error.code} ${error.status} ${error.message}`);
    return { type: "error", message: error.userMessage };
  }
  console.error("[dashboard] scan failed", error);
  return { type: "error", message: "The search failed in the dashboard. The details are in the server log." };
}

export function ndjsonStream(events: AsyncGenerator<ScanEvent>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      try {
        const step = await events.next();
        if (step.done) controller.close();
        else controller.enqueue(encoder.encode(`${JSON.stringify(step.value)}\n`));
      } catch (error) {
        controller.enqueue(encoder.encode(`${JSON.stringify(scanFailure(error))}\n`));
        controller.close();
      }
    },
    async cancel() {
      await events.return(undefined);
    },
  });
}
