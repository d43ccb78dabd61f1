"use client";
// Reads a queue page from /api/submissions/rows (the case index): loading, the rows, or why not.
import { useEffect, useState } from "react";
import { errorMessageOf } from "@/lib/error-response";
import type { RowsAnswer, SubmissionRow } from "@/lib/queue/rows";

export type RowsState =
  | { phase: "loading"; rows: SubmissionRow[] }
  | { phase: "done"; rows: SubmissionRow[]; next: string | null }
  | { phase: "failed"; rows: SubmissionRow[]; message: string };

export const initialRows: RowsState = { phase: "loading", rows: [] };

export function useRows(query: string, attempt: number) {
  const [state, setState] = useState<RowsState>(initialRows);
  useEffect(() => {
    const abort = new AbortController();
    (async () => {
      try {
        const response = await fetch(`/api/submissions/rows?${query}`, {
          signal: abort.signal,
          cache: "no-store",
        });
        const body: unknown = await response.json().catch(() => null);
        if (!response.ok || !body) {
          const message = errorMessageOf(body) ?? `The dashboard answered HTTP ${response.status}.`;
          setState({ phase: "failed", rows: [], message });
          return;
        }
        const page = body as RowsAnswer;
        setState({ phase: "done", rows: page.rows, next: page.next });
      } catch (error) {
        if (abort.signal.aborted) return;
        console.warn("queue page interrupted", error);
        setState({ phase: "failed", rows: [], message: "The connection to the dashboard was interrupted." });
      }
    })();
    return () => abort.abort();
  }, [query, attempt]);
  return [state, setState] as const;
}
