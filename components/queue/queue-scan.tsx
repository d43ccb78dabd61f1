"use client";
// A queue view the upstream cannot filter alone: streams the dashboard-side scan from
// /api/submissions/scan and shows matches and progress as they arrive.
import { useEffect, useState } from "react";
import { decodeCursor, needsScan, nextPageQuery, viewQuery, type QueueView } from "@/lib/queue/view";
import type { ScanEvent } from "@/lib/queue/rows";
import { decodeScanEvent } from "@/lib/queue/rows";
import type { SubmissionRow } from "@/lib/queue/rows";
import { SubmissionsTable } from "./submissions-table";
import { QueuePager } from "./queue-pager";
import { TableSkeleton } from "./table-skeleton";

type ScanState =
  | { phase: "scanning"; rows: SubmissionRow[]; scanned: number; matched: number }
  | {
      phase: "done";
      rows: SubmissionRow[];
      scanned: number;
      matched: number;
      next: string | null;
      stop: string;
    }
  | { phase: "failed"; rows: SubmissionRow[]; scanned: number; matched: number; message: string };

const initial: ScanState = { phase: "scanning", rows: [], scanned: 0, matched: 0 };
const count = (n: number) => n.toLocaleString("en-US");

async function* readEvents(response: Response): AsyncGenerator<ScanEvent> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    for (const line of lines) if (line) yield decodeScanEvent(line);
  }
}

export function QueueScan({ view }: { view: QueueView }) {
  const query = viewQuery(view);
  // Without dashboard-side filters the page is one upstream page: nothing is "scanned".
  const filtered = needsScan(view) || !!view.submissionId;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ScanState>(initial);

  useEffect(() => {
    const abort = new AbortController();
    let rows: SubmissionRow[] = [];
    (async () => {
      try {
        const response = await fetch(`/api/submissions/scan?${query}`, {
          signal: abort.signal,
          cache: "no-store",
        });
        if (!response.ok || !response.body) {
          const body = (await response.json().catch(() => null)) as { message?: string } | null;
          setState({
            ...initial,
            phase: "failed",
            message: body?.message ?? `The dashboard answered HTTP ${response.status}.`,
          });
          return;
        }
        for await (const event of readEvents(response)) {
          if (event.type === "progress") {
            rows = event.rows.length ? [...rows, ...event.rows] : rows;
            setState({ phase: "scanning", rows, scanned: event.scanned, matched: event.matched });
          } else if (event.type === "end") {
            setState({
              phase: "done",
              rows,
              scanned: event.scanned,
              matched: event.matched,
              next: event.next,
              stop: event.stop,
            });
          } else {
            setState((s) => ({ ...s, phase: "failed", rows, message: event.message }));
          }
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        console.warn("queue scan interrupted", error);
        setState((s) => ({
          ...s,
          phase: "failed",
          message: "The connection to the dashboard was interrupted.",
        }));
      }
    })();
    return () => abort.abort();
  }, [query, attempt]);

  const progress = describeProgress(state, filtered);

  return (
    <div className="space-y-3">
      <p role="status" aria-live="polite" className="text-sm text-slate-600" data-testid="scan-progress">
        {progress}
      </p>
      {state.phase === "failed" && (
        <div role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900">
          <p className="font-medium">The search stopped before the page was full.</p>
          <p className="mt-1 text-sm">{state.message}</p>
          <button
            type="button"
            onClick={() => {
              setState(initial);
              setAttempt((n) => n + 1);
            }}
            className="mt-3 text-sm font-medium underline"
          >
            Try again
          </button>
        </div>
      )}
      {state.rows.length > 0 ? (
        <SubmissionsTable rows={state.rows} queueQuery={query} caption="Matching submissions" />
      ) : state.phase === "scanning" ? (
        <TableSkeleton rows={8} />
      ) : state.phase === "done" ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          {filtered
            ? `No submissions match these filters${view.at ? " after the previous page" : ""}.`
            : view.at
              ? "No more submissions after the previous page."
              : "No submissions yet."}
        </p>
      ) : null}
      <QueuePager
        view={view}
        next={state.phase === "done" && state.next ? nextPageQuery(view, decodeCursor(state.next)) : null}
        continues={state.phase === "done" && state.stop === "budget"}
      />
    </div>
  );
}

function describeProgress(state: ScanState, filtered: boolean): string {
  const matches = `${count(state.matched)} ${state.matched === 1 ? "match" : "matches"}`;
  if (!filtered) {
    if (state.phase !== "done") return "Loading submissions…";
    return `${count(state.matched)} ${state.matched === 1 ? "submission" : "submissions"}, newest first${state.next ? "; more on the next page." : "; no more after these."}`;
  }
  if (state.phase === "done")
    return `Scanned ${count(state.scanned)} submissions, ${matches}${describeStop(state.stop)}`;
  return `Scanning… ${count(state.scanned)} submissions scanned, ${matches} so far.`;
}

function describeStop(stop: string): string {
  if (stop === "page_full") return " (page full; more may follow).";
  if (stop === "budget") return ": the scan paused here. Continue to scan further.";
  return "; no more submissions to scan.";
}
