"use client";
// The queue table (TanStack Table), virtualised (TanStack Virtual): only the rows in sight are
// in the document, so a 2000-row page answers at once. Keyboard: arrow keys or j/k move, Home/End
// jump, Enter opens, c claims, x selects (managers). Returning from a case restores the row.
import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useRouter } from "next/navigation";
import { useTimeZone, useTranslations } from "next-intl";
import { useValueWords } from "@/components/i18n/use-value-words";
import { flexRender, getCoreRowModel, useReactTable, type Row } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { SubmissionRow } from "@/lib/queue/rows";
import type { Sort } from "@/lib/queue/view";
import { queueColumns, type ColumnMeta, type ColumnOptions } from "./queue-columns";
import { SortHeader } from "./sort-header";
import { useReturnPosition } from "./return-position";

const rowHeight = 41;

export interface TableProps {
  rows: SubmissionRow[];
  queueQuery: string;
  sort: Sort;
  onSort: (sort: Sort) => void;
  options: Omit<ColumnOptions, "detailHref" | "text">;
  onClaim: (row: SubmissionRow) => void;
  selected?: ReadonlySet<string>;
  onSelect?: (id: string) => void;
}

export function SubmissionsTable(props: TableProps) {
  const { rows, queueQuery, options, selected, onSelect } = props;
  const router = useRouter();
  const t = useTranslations("queue.rows");
  const columnWords = useTranslations("queue.columns");
  const words = useValueWords();
  const timeZone = useTimeZone() ?? "UTC";
  const [active, setActive] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const detailHref = useCallback(
    (id: string) => `/submissions/${encodeURIComponent(id)}${queueQuery ? `?${queueQuery}` : ""}`,
    [queueQuery],
  );
  const tableColumns = useMemo(
    () => queueColumns({ ...options, detailHref, text: { t: columnWords, words, timeZone } }),
    [options, detailHref, columnWords, words, timeZone],
  );
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
  });
  const tableRows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const position = useReturnPosition(queueQuery, tableRows, scroller, virtualizer, setActive);

  function focusRow(index: number) {
    const target = Math.max(0, Math.min(tableRows.length - 1, index));
    const rowAt = () => scroller.current?.querySelector<HTMLElement>(`tr[data-index="${target}"]`);
    setActive(target);
    virtualizer.scrollToIndex(target, { align: "auto" });
    // A row in sight takes the focus at once; one scrolled into sight, once it is drawn.
    const drawn = rowAt();
    if (drawn) drawn.focus();
    else requestAnimationFrame(() => rowAt()?.focus());
  }

  function open(id: string) {
    position.remember(id);
    router.push(detailHref(id));
  }

  // Clicks are handled once for the whole body (a plain link per row, client-side navigation).
  function onClick(event: MouseEvent<HTMLTableSectionElement>) {
    const link = (event.target as HTMLElement).closest("a[href]");
    if (!link || event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    event.preventDefault();
    const id = link.closest("tr")?.dataset.submissionId;
    if (id) open(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.target as HTMLElement).closest("input, button, select")) return;
    const row = tableRows[active]?.original;
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      j: active + 1,
      ArrowUp: active - 1,
      k: active - 1,
      Home: 0,
      End: tableRows.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key]!);
    } else if (event.key === "Enter" && row) {
      event.preventDefault();
      open(row.id);
    } else if (event.key === "c" && row) {
      event.preventDefault();
      props.onClaim(row);
    } else if (event.key === "x" && row && onSelect) {
      event.preventDefault();
      onSelect(row.id);
    }
  }

  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const width = tableRows[0]?.getVisibleCells().length ?? 1;
  return (
    <div
      id="queue-table"
      ref={scroller}
      tabIndex={-1}
      className="max-h-[70vh] min-h-64 overflow-auto rounded-lg border border-slate-200 bg-white outline-none"
    >
      <table
        className="min-w-full text-left text-sm [&_td]:whitespace-nowrap [&_td]:px-3 [&_td]:py-2"
        aria-rowcount={tableRows.length + 1}
      >
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="sticky top-0 z-10 bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {onSelect && (
              <th scope="col" className="w-8 px-3 py-2">
                <span className="sr-only">{t("selected")}</span>
              </th>
            )}
            {table.getHeaderGroups()[0]!.headers.map((header) => {
              const meta = header.column.columnDef.meta as ColumnMeta | undefined;
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={`px-3 py-2 font-medium ${meta?.className ?? ""}`}
                  aria-sort={
                    meta?.sort === props.sort.column
                      ? props.sort.desc
                        ? "descending"
                        : "ascending"
                      : undefined
                  }
                >
                  {meta?.sort ? (
                    <SortHeader column={meta.sort} sort={props.sort} onSort={props.onSort}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </SortHeader>
                  ) : (
                    flexRender(header.column.columnDef.header, header.getContext())
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody
          onKeyDown={onKeyDown}
          onClick={onClick}
          onDoubleClick={(e) => {
            const id = (e.target as HTMLElement).closest("tr")?.dataset.submissionId;
            if (id) open(id);
          }}
          className="divide-y divide-slate-100"
        >
          {padTop > 0 && (
            <tr aria-hidden="true" style={{ height: padTop }}>
              <td colSpan={width + 1} />
            </tr>
          )}
          {items.map((item) => {
            const row = tableRows[item.index]!;
            return (
              <QueueRow
                key={row.id}
                row={row}
                index={item.index}
                active={item.index === active}
                onActive={setActive}
                selected={selected ? selected.has(row.id) : undefined}
                onSelect={onSelect}
              />
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden="true" style={{ height: padBottom }}>
              <td colSpan={width + 1} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

const QueueRow = memo(function QueueRow({
  row,
  index,
  active,
  onActive,
  selected,
  onSelect,
}: {
  row: Row<SubmissionRow>;
  index: number;
  active: boolean;
  onActive: (index: number) => void;
  selected?: boolean;
  onSelect?: (id: string) => void;
}) {
  const r = row.original;
  const t = useTranslations("queue.rows");
  const words = useValueWords();
  const name = r.name ?? t("noName");
  return (
    <tr
      tabIndex={active ? 0 : -1}
      data-index={index}
      data-submission-id={row.id}
      aria-rowindex={index + 2}
      aria-label={t("rowLabel", {
        name,
        status: words.status(r.status),
        held: r.holder ? t("heldBy", { holder: r.holder }) : t("heldByNobody"),
      })}
      onFocus={() => onActive(index)}
      className="h-[41px] outline-none hover:bg-slate-50 focus:bg-sky-50 focus:ring-2 focus:ring-inset focus:ring-sky-600"
    >
      {onSelect && (
        <td>
          <input
            type="checkbox"
            tabIndex={-1}
            checked={!!selected}
            onChange={() => onSelect(row.id)}
            aria-label={t("select", { name: r.name ?? r.id })}
          />
        </td>
      )}
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={(cell.column.columnDef.meta as ColumnMeta | undefined)?.className}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
});
