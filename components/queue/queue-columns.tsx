"use client";
// The queue's columns. On narrow screens the less used ones are hidden, so name, status, holder
// and e-mail stay readable without the page scrolling sideways; nationality, ID type and user id
// only from 1536 px (at 1280 px they pushed the e-mail out of the table's box). Headers and words come from the
// catalogues (ColumnText, made by the table); times in the reader's zone with UTC on hover.
import { DeletionBadge } from "./deletion-badge";
import { createColumnHelper } from "@tanstack/react-table";
import type { useTranslations } from "next-intl";
import type { useValueWords } from "@/components/i18n/use-value-words";
import { dueCaseOf, type SubmissionRow } from "@/lib/queue/rows";
import { formatAge, type DueRule } from "@/lib/queue/deadline";
import type { SortColumn } from "@/lib/queue/view";
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

/** The words the columns are written in: the reader's language and zone. */
export interface ColumnText {
  t: ReturnType<typeof useTranslations<"queue.columns">>;
  words: ReturnType<typeof useValueWords>;
  timeZone: string;
}

export interface ColumnOptions {
  text: ColumnText;
  detailHref: (id: string) => string;
  due: DueRule;
  now: number;
  me: string;
  /** The Decided view shows when each case was decided, its order. */
  showDecided: boolean;
}

export function queueColumns(o: ColumnOptions) {
  const { t, words } = o.text;
  const local = { locale: words.locale, timeZone: o.text.timeZone };
  const decidedColumn = column.accessor("decidedAt", {
    header: t("decided"),
    meta: { sort: "decided", className: "w-40" } satisfies ColumnMeta,
    cell: (info) => {
      const at = info.getValue();
      return at ? <span title={formatUtc(at)}>{formatUtc(at, { zone: false, local })}</span> : none;
    },
  });
  const columns = [
    column.accessor("createdAt", {
      header: t("waiting"),
      // Below 1024 px Due alone says how urgent a case is, so name and e-mail keep their room.
      meta: { sort: "created", className: "hidden lg:table-cell w-20" } satisfies ColumnMeta,
      cell: (info) => {
        const row = info.row.original;
        return (
          <span title={t("submittedAt", { time: inZoneAndUtc(row.createdAt, local) })}>
            {formatAge(row.createdAt, o.now, words.span)}
          </span>
        );
      },
    }),
    column.display({
      id: "due",
      header: t("due"),
      meta: { sort: "due", className: "w-36" } satisfies ColumnMeta,
      cell: (info) => <DueCell due={dueCaseOf(info.row.original)} rule={o.due} now={o.now} />,
    }),
    column.accessor("name", {
      header: t("name"),
      meta: { sort: "name", className: "max-w-40 truncate lg:max-w-56" } satisfies ColumnMeta,
      cell: (info) => (
        // A plain link (client-side navigation by the tbody's click handler): 2000 <Link>s
        // would each observe the viewport and prefetch.
        <a
          href={o.detailHref(info.row.original.id)}
          tabIndex={-1}
          className="font-medium text-sky-800 underline-offset-2 hover:underline"
        >
          {info.getValue() ?? <span className="italic text-slate-500">{t("noNameYet")}</span>}
        </a>
      ),
    }),
    column.accessor("status", {
      header: t("status"),
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
      header: t("aml"),
      cell: (info) => <AmlBadge status={info.getValue()} risk={info.row.original.riskLevel} />,
    }),
    column.accessor("holder", {
      header: t("heldBy"),
      meta: { sort: "holder" } satisfies ColumnMeta,
      cell: (info) => <HolderCell row={info.row.original} me={o.me} />,
    }),
    column.accessor("nationality", {
      header: t("nationality"),
      meta: { className: "hidden 2xl:table-cell" } satisfies ColumnMeta,
      cell: (info) => {
        const code = info.getValue();
        return code ? <span title={code}>{words.country(code)}</span> : none;
      },
    }),
    column.accessor("idType", {
      header: t("idType"),
      meta: { className: "hidden 2xl:table-cell" } satisfies ColumnMeta,
      cell: (info) => {
        const type = info.getValue();
        return type ? words.idType(type) : none;
      },
    }),
    column.accessor("userid", {
      header: t("userId"),
      meta: { className: "hidden 2xl:table-cell max-w-40 truncate" } satisfies ColumnMeta,
      cell: (info) => info.getValue() ?? none,
    }),
    column.accessor("email", {
      header: t("email"),
      meta: {
        sort: "email",
        className: "min-w-32 whitespace-normal! break-all lg:min-w-40",
      } satisfies ColumnMeta,
      cell: (info) => info.getValue() ?? none,
    }),
  ];
  return o.showDecided ? [columns[0]!, decidedColumn, ...columns.slice(2)] : columns;
}

/** "2026. 11. 24. 08:05:09 GMT+9 (2026-11-23 23:05:09 UTC)"; the UTC form alone when they agree. */
function inZoneAndUtc(at: string, local: { locale: string; timeZone: string }): string {
  const utc = formatUtc(at, { seconds: true });
  const shown = formatUtc(at, { seconds: true, local });
  return shown === utc ? utc : `${shown} (${utc})`;
}
