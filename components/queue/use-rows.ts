"use client";
// Reads a queue page from /api/submissions/rows (the case index): loading, the rows, or why not.
import { useEffect, useState } from "react";
import { errorMessageOf } from "@/lib/error-response";
import type { RowsAnswer, SubmissionRow } from "@/lib/queue/rows";

export type RowsState =
  | { phase: "loading"; rows: SubmissionRow[] }
  | { phase: "done"; rows: SubmissionRow[]; next: string | null }
  // `message`: the route's own (errorBody); without one, what failed, for the catalogue to word.
  | { phase: "failed"; rows: SubmissionRow[]; message?: string; status?: number };

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
          setState({
            phase: "failed",
            rows: [],
            message: errorMessageOf(body) ?? undefined,
            status: response.status,
          });
          return;
        }
        const page = body as RowsAnswer;
        setState({ phase: "done", rows: page.rows, next: page.next });
      } catch (error) {
        if (abort.signal.aborted) return;
        console.warn("queue page interrupted", error);
        setState({ phase: "failed", rows: [] });
      }
    })();
    return () => abort.abort();
  }, [query, attempt]);
  return [state, setState] as const;
}
