"use client";
// The queue's columns. On narrow screens the less used ones are hidden, so name, status, holder
// and e-mail stay readable without the page scrolling sideways.
import { DeletionBadge } from "./deletion-badge";
import { createColumnHelper } from "@tanstack/react-table";
import { dueCaseOf, type SubmissionRow } from "@/lib/queue/rows";
import { formatAge, type DueRule } from "@/lib/queue/deadline";
import type { SortColumn } from "@/lib/queue/view";
import { countryWords, idTypeWords } from "@/lib/submissions/words";
import { formatUtc } from "@/lib/time";
import { HolderCell } from "@/components/assignments/holder-cell";
import { DueCell } from "./due-cell";
import { AmlBadge, DuplicateBadge, StatusBadge } from "./status-badge";

const column = createColumnHelper<SubmissionRow>();
const none = <span className="text-slate-400">—</span>;

export interface ColumnMeta {
  sort?: SortColumn;
  /** Tailwind classes for the header and cells (widths, narrow-screen hiding). */
  className?: string;
}

export interface ColumnOptions {
  detailHref: (id: string) => string;
  due: DueRule;
  now: number;
  me: string;
  /** The Decided view shows when each case was decided, its order. */
  showDecided: boolean;
}

const decidedColumn = column.accessor("decidedAt", {
  header: "Decided",
  meta: { sort: "decided", className: "w-40" } satisfies ColumnMeta,
  cell: (info) => {
    const at = info.getValue();
    return at ? <span title={formatUtc(at)}>{formatUtc(at, { zone: false })}</span> : none;
  },
});

export function queueColumns(o: ColumnOptions) {
  const columns = [
    column.accessor("createdAt", {
      header: "Waiting for",
      // Below 1024 px Due alone says how urgent a case is, so name and e-mail keep their room.
      meta: { sort: "created", className: "hidden lg:table-cell w-20" } satisfies ColumnMeta,
      cell: (info) => {
        const row = info.row.original;
        return (
          <span title={`Submitted ${formatUtc(row.createdAt, { seconds: true })}`}>
            {formatAge(row.createdAt, o.now)}
          </span>
        );
      },
    }),
    column.display({
      id: "due",
      header: "Due",
      meta: { sort: "due", className: "w-36" } satisfies ColumnMeta,
      cell: (info) => <DueCell due={dueCaseOf(info.row.original)} rule={o.due} now={o.now} />,
    }),
    column.accessor("name", {
      header: "Name",
      meta: { sort: "name", className: "max-w-40 truncate lg:max-w-56" } satisfies ColumnMeta,
      cell: (info) => (
        // A plain link (client-side navigation by the tbody's click handler): 2000 <Link>s
        // would each observe the viewport and prefetch.
        <a
          href={o.detailHref(info.row.original.id)}
          tabIndex={-1}
          className="font-medium text-sky-800 underline-offset-2 hover:underline"
        >
          {info.getValue() ?? <span className="italic text-slate-500">no name yet</span>}
        </a>
      ),
    }),
    column.accessor("status", {
      header: "Status",
      meta: { sort: "status" } satisfies ColumnMeta,
      cell: (info) => (
        <span className="inline-flex flex-wrap items-center gap-1">
          <StatusBadge status={info.getValue()} />
          <DuplicateBadge state={info.row.original.duplicate} />
          <DeletionBadge pending={info.row.original.deletionPending} />
        </span>
      ),
    }),
    column.accessor("amlStatus", {
      header: "AML",
      cell: (info) => <AmlBadge status={info.getValue()} risk={info.row.original.riskLevel} />,
    }),
    column.accessor("holder", {
      header: "Held by",
      meta: { sort: "holder" } satisfies ColumnMeta,
      cell: (info) => <HolderCell row={info.row.original} me={o.me} />,
    }),
    column.accessor("nationality", {
      header: "Nationality",
      meta: { className: "hidden xl:table-cell" } satisfies ColumnMeta,
      cell: (info) => {
        const code = info.getValue();
        return code ? <span title={code}>{countryWords(code)}</span> : none;
      },
    }),
    column.accessor("idType", {
      header: "ID type",
      meta: { className: "hidden xl:table-cell" } satisfies ColumnMeta,
      cell: (info) => {
        const type = info.getValue();
        return type ? idTypeWords(type) : none;
      },
    }),
    column.accessor("userid", {
      header: "User id",
      meta: { className: "hidden 2xl:table-cell max-w-40 truncate" } satisfies ColumnMeta,
      cell: (info) => info.getValue() ?? none,
    }),
    column.accessor("email", {
      header: "E-mail",
      meta: {
        sort: "email",
        className: "min-w-32 whitespace-normal! break-all lg:min-w-40",
      } satisfies ColumnMeta,
      cell: (info) => info.getValue() ?? none,
    }),
  ];
  return o.showDecided ? [columns[0]!, decidedColumn, ...columns.slice(2)] : columns;
}
