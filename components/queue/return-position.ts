"use client";
// Coming back from a case puts the reviewer where they were: the same row focused and the
// table scrolled to it. Kept per queue address in sessionStorage (this tab only). A case that
// has left the view meanwhile (claimed from Unassigned, decided from Needs decision) gives its
// place to the row that now stands there, so the keyboard still works without pressing t.
import { useEffect, useRef, type RefObject } from "react";
import type { Row } from "@tanstack/react-table";
import type { Virtualizer } from "@tanstack/react-virtual";
import type { SubmissionRow } from "@/lib/queue/rows";

const key = (query: string) => `queue-position:${query}`;

export function useReturnPosition(
  query: string,
  rows: Row<SubmissionRow>[],
  scroller: RefObject<HTMLDivElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  setActive: (index: number) => void,
) {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || rows.length === 0) return;
    const saved = sessionStorage.getItem(key(query));
    if (!saved) return;
    const { id, top, at = 0 } = JSON.parse(saved) as { id: string; top: number; at?: number };
    const found = rows.findIndex((r) => r.id === id);
    // The page's rows arrive in one answer, so a case not among them has left the view.
    const index = found >= 0 ? found : Math.min(at, rows.length - 1);
    restored.current = true;
    sessionStorage.removeItem(key(query));
    setActive(index);
    scroller.current?.scrollTo({ top });
    virtualizer.scrollToIndex(index, { align: "auto" });
    requestAnimationFrame(() =>
      scroller.current
        ?.querySelector<HTMLElement>(`tr[data-index="${index}"]`)
        ?.focus({ preventScroll: true }),
    );
  }, [query, rows, scroller, virtualizer, setActive]);
  return {
    remember(id: string) {
      const at = Math.max(
        0,
        rows.findIndex((r) => r.id === id),
      );
      sessionStorage.setItem(key(query), JSON.stringify({ id, at, top: scroller.current?.scrollTop ?? 0 }));
    },
  };
}
