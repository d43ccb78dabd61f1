"use client";
// Coming back from a case puts the reviewer where they were: the same row focused and the
// table scrolled to it. Kept per queue address in sessionStorage (this tab only).
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
    const { id, top } = JSON.parse(saved) as { id: string; top: number };
    const index = rows.findIndex((r) => r.id === id);
    if (index < 0) return; // not loaded yet: try again when more rows arrive
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
      sessionStorage.setItem(key(query), JSON.stringify({ id, top: scroller.current?.scrollTop ?? 0 }));
    },
  };
}
