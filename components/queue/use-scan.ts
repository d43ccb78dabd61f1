"use client";
// Reads a queue page from /api/submissions/scan as it streams: rows and progress as they come.
import { useEffect, useState } from "react";
import { decodeScanEvent, type ScanEvent, type SubmissionRow } from "@/lib/queue/rows";

export type ScanState =
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

export const initialScan: ScanState = { phase: "scanning", rows: [], scanned: 0, matched: 0 };

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

export function useScan(query: string, attempt: number) {
  const [state, setState] = useState<ScanState>(initialScan);
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
          const message = body?.message ?? `The dashboard answered HTTP ${response.status}.`;
          setState({ ...initialScan, phase: "failed", message });
          return;
        }
        for await (const event of readEvents(response)) {
          if (event.type === "progress") {
            rows = event.rows.length ? [...rows, ...event.rows] : rows;
            setState({ phase: "scanning", rows, scanned: event.scanned, matched: event.matched });
          } else if (event.type === "end") {
            const { scanned, matched, next, stop } = event;
            setState({ phase: "done", rows, scanned, matched, next, stop });
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
  return [state, setState] as const;
}
