// A queue page as newline-delimited JSON, one line per upstream batch, so the queue shows
// matches and progress as they arrive: the dashboard-side scan (scan.ts) for views the
// upstream cannot filter, one plain upstream page otherwise. Pull-based: a reader that stops
// reading (or leaves) stops the scan, and no upstream batch is asked for that nobody will read.
import "server-only";
import type { PageKey, SubmissionSummary } from "../../common/kyc-api/schemas";
import { kyc } from "../kyc/connection";
import { KycApiError, upstreamFailure } from "../kyc/errors";
import { decidedLatestFirst } from "./decided";
import { encodeScanEvent, toSubmissionRow, type RowHolder, type ScanEvent, type SubmissionRow } from "./rows";
import { matchesView, noLocalState, scanSubmissions, type ListPage, type LocalState } from "./scan";
import { emailAttempts, searchKind } from "./search";
import { encodeCursor, needsScan, type QueueView } from "./view";

export const listPage: ListPage = (query) => kyc().listSubmissions(query);

/** What the dashboard knows (decisions, holders) and the holders' names for the rows. */
export interface QueueContext {
  local: LocalState;
  names: ReadonlyMap<string, string>;
}

const emptyContext: QueueContext = { local: noLocalState, names: new Map() };

export function scanEvents(view: QueueView, context: QueueContext = emptyContext): AsyncGenerator<ScanEvent> {
  const toRow = (record: SubmissionSummary) => {
    const holderId = context.local.holders.get(record.submission_id);
    const holder: RowHolder | null = holderId
      ? { id: holderId, name: context.names.get(holderId) ?? "a former reviewer" }
      : null;
    return toSubmissionRow(record, {
      holder,
      decidedAt: context.local.decided.get(record.submission_id),
      duplicate: context.local.duplicates?.get(record.submission_id),
    });
  };
  if (view.submissionId) return byId(view, context.local, toRow);
  if (view.tab === "decided")
    return decidedLatestFirst(view, context.local, toRow, (id) => kyc().getSubmission(id));
  return needsScan(view) ? scanning(view, context.local, toRow) : unfiltered(view, toRow);
}

type ToRow = (record: SubmissionSummary) => SubmissionRow;

/** A view the upstream filters alone: one call of the page's size, only the row's fields read. */
async function* unfiltered(view: QueueView, toRow: ToRow): AsyncGenerator<ScanEvent> {
  const page = await kyc().listSubmissionSummaries({
    count: view.size,
    nextpage: view.at,
    userid: view.userid,
    email: view.email,
  });
  const rows = page.Items.map(toRow);
  yield { type: "progress", scanned: rows.length, matched: rows.length, rows };
  yield { type: "end", ...count(rows), next: cursor(page.nextpageKey), stop: "unfiltered" };
}

/** A view by submission id: the single-submission query, filtered like any other view. */
async function* byId(view: QueueView, local: LocalState, toRow: ToRow): AsyncGenerator<ScanEvent> {
  const record = view.at ? null : await kyc().getSubmission(view.submissionId!);
  const rows: SubmissionRow[] = record && matchesView(record, view, local) ? [toRow(record)] : [];
  const scanned = view.at ? 0 : 1;
  yield { type: "progress", scanned, matched: rows.length, rows };
  yield { type: "end", scanned, matched: rows.length, next: null, stop: "end_of_data" };
}

async function* scanning(view: QueueView, local: LocalState, toRow: ToRow): AsyncGenerator<ScanEvent> {
  // An e-mail in the search box is asked for upstream as typed, then lower-cased if the
  // upstream knew no submission under the address as typed.
  const emails = view.q && searchKind(view.q) === "email" ? emailAttempts(view.q) : [undefined];
  for (const [attempt, email] of emails.entries()) {
    const scan = scanSubmissions(listPage, view, { local, email });
    for (;;) {
      const step = await scan.next();
      if (step.done) {
        const { scanned, matched, next, stop } = step.value;
        if (scanned === 0 && attempt < emails.length - 1 && !view.at) break;
        yield { type: "end", scanned, matched, next: cursor(next), stop };
        return;
      }
      const { scanned, matched, found } = step.value;
      yield { type: "progress", scanned, matched, rows: found.map(toRow) };
    }
  }
}

const count = (rows: unknown[]) => ({ scanned: rows.length, matched: rows.length });
const cursor = (key: PageKey | null | undefined) => (key ? encodeCursor(key) : null);

/** A failure as the browser may see it: the upstream's safe message, or a generic one. */
export function scanFailure(error: unknown): ScanEvent {
  if (error instanceof KycApiError)
    return { type: "error", message: upstreamFailure(error, "scan").userMessage };
  console.error("[dashboard] scan failed", error);
  return { type: "error", message: "The search failed in the dashboard. The details are in the server log." };
}

export function ndjsonStream(events: AsyncGenerator<ScanEvent>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  // A reader that leaves (navigation, a new search) cancels while a batch is still on its way;
  // that batch is then dropped quietly instead of being enqueued on a closed stream.
  let cancelled = false;
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, event: ScanEvent) =>
    controller.enqueue(encoder.encode(`${encodeScanEvent(event)}\n`));
  return new ReadableStream({
    async pull(controller) {
      try {
        const step = await events.next();
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
