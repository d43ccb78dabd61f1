"use client";
// The queue table (TanStack Table): the columns a reviewer scans, newest first. Keyboard:
// arrow keys or j/k move between rows, Home/End jump, Enter opens the submission.
import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useRouter } from "next/navigation";
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Row,
} from "@tanstack/react-table";
import type { SubmissionRow } from "@/lib/queue/rows";
import { AmlBadge, StatusBadge } from "./status-badge";
import { UtcTime } from "@/components/ui/utc-time";

const column = createColumnHelper<SubmissionRow>();
const none = <span className="text-slate-400">—</span>;

function columns(detailHref: (id: string) => string) {
  return [
    column.accessor("createdAt", {
      header: "Created",
      cell: (info) => <UtcTime value={info.getValue()} zone={false} />,
    }),
    column.accessor("name", {
      header: "Name",
      cell: (info) => (
        // A plain link (client-side navigation by the tbody's click handler): 2000 <Link>s
        // would each observe the viewport and prefetch.
        <a
          href={detailHref(info.row.original.id)}
          tabIndex={-1}
          className="font-medium text-sky-800 underline-offset-2 hover:underline"
        >
          {info.getValue() ?? <span className="italic text-slate-500">no name yet</span>}
        </a>
      ),
    }),
    column.accessor("nationality", { header: "Nationality", cell: (info) => info.getValue() ?? none }),
    column.accessor("idType", {
      header: "ID type",
      cell: (info) => info.getValue()?.replace("_", " ") ?? none,
    }),
    column.accessor("status", { header: "Status", cell: (info) => <StatusBadge status={info.getValue()} /> }),
    column.accessor("amlStatus", {
      header: "AML",
      cell: (info) => <AmlBadge status={info.getValue()} risk={info.row.original.riskLevel} />,
    }),
    column.accessor("attempts", { header: "Attempts", cell: (info) => info.getValue() ?? none }),
    column.accessor("userid", { header: "User id", cell: (info) => info.getValue() ?? none }),
    column.accessor("email", { header: "E-mail", cell: (info) => info.getValue() ?? none }),
  ];
}

export function SubmissionsTable({
  rows,
  queueQuery = "",
  caption,
}: {
  rows: SubmissionRow[];
  queueQuery?: string;
  caption: string;
}) {
  const router = useRouter();
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const detailHref = useCallback(
    (id: string) => `/submissions/${encodeURIComponent(id)}${queueQuery ? `?${queueQuery}` : ""}`,
    [queueQuery],
  );
  const tableColumns = useMemo(() => columns(detailHref), [detailHref]);
  // TanStack Table returns fresh functions each render; the React Compiler skips this component,
  // so the memoisation here is by hand: stable columns keep the row model (and QueueRow's props)
  // the same between renders, and moving the focus re-renders two rows, not 2000.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
  });
  const tableRows = table.getRowModel().rows;

  function focusRow(index: number) {
    const target = Math.max(0, Math.min(tableRows.length - 1, index));
    setActive(target);
    (body.current?.children[target] as HTMLElement | undefined)?.focus();
  }

  // Clicks are handled once for the whole body (a plain link per row, client-side navigation).
  function onClick(event: MouseEvent<HTMLTableSectionElement>) {
    const link = (event.target as HTMLElement).closest("a[href]");
    if (!link || event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    event.preventDefault();
    router.push(link.getAttribute("href")!);
  }

  function onDoubleClick(event: MouseEvent<HTMLTableSectionElement>) {
    const id = (event.target as HTMLElement).closest("tr")?.dataset.submissionId;
    if (id) router.push(detailHref(id));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
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
    } else if (event.key === "Enter" && tableRows[active]) {
      event.preventDefault();
      router.push(detailHref(tableRows[active].id));
    }
  }

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm [&_td]:whitespace-nowrap [&_td]:px-3 [&_td]:py-2">
        <caption className="sr-only">
          {caption}. Use the arrow keys or j and k to move between rows and Enter to open one.
        </caption>
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-medium">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody
          ref={body}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onDoubleClick={onDoubleClick}
          className="divide-y divide-slate-100"
        >
          {tableRows.map((row, index) => (
            <QueueRow key={row.id} row={row} index={index} active={index === active} onActive={setActive} />
          ))}
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
}: {
  row: Row<SubmissionRow>;
  index: number;
  active: boolean;
  onActive: (index: number) => void;
}) {
  return (
    <tr
      tabIndex={active ? 0 : -1}
      data-submission-id={row.id}
      aria-label={`${row.original.name ?? "No name"}, ${row.original.status}, created ${row.original.createdAt.slice(0, 10)}`}
      onFocus={() => onActive(index)}
      className="outline-none hover:bg-slate-50 focus:bg-sky-50 focus:ring-2 focus:ring-inset focus:ring-sky-600"
    >
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
      ))}
    </tr>
  );
});
