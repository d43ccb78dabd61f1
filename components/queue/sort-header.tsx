"use client";
// A column header that sorts the loaded rows by it; a second press reverses the order.
import type { ReactNode } from "react";
import type { Sort, SortColumn } from "@/lib/queue/view";

export function SortHeader({
  column,
  sort,
  onSort,
  children,
}: {
  column: SortColumn;
  sort: Sort;
  onSort: (sort: Sort) => void;
  children: ReactNode;
}) {
  const current = sort.column === column;
  return (
    <button
      type="button"
      onClick={() => onSort({ column, desc: current ? !sort.desc : false })}
      className="inline-flex items-center gap-1 uppercase tracking-wide hover:text-slate-900"
    >
      {children}
      <span aria-hidden="true">{current ? (sort.desc ? "↓" : "↑") : "↕"}</span>
    </button>
  );
}
