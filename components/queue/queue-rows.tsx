"use client";
// A queue page: the rows from the case index (use-rows.ts), and what the reviewer does here:
// ordering, claiming, selecting and assigning (managers).
import { useCallback, useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import {
  decodeCursor,
  defaultSort,
  firstPage,
  nextPageQuery,
  sortsOnServer,
  viewQuery,
  type QueueView,
  type Sort,
} from "@/lib/queue/view";
import type { RowHolder } from "@/lib/queue/rows";
import type { DueRule } from "@/lib/queue/deadline";
import { sortRows } from "@/lib/queue/sort";
import { BulkAssign } from "@/components/assignments/bulk-assign";
import { NextCaseButton } from "@/components/assignments/next-case-button";
import { useClaim, type Me } from "@/components/assignments/use-claim";
import { SubmissionsTable } from "./submissions-table";
import { QueuePager } from "./queue-pager";
import { TableSkeleton } from "./table-skeleton";
import { initialRows, useRows, type RowsState } from "./use-rows";
import { formatNumber } from "@/lib/format";

export interface QueueRowsProps {
  view: QueueView;
  me: Me;
  due: DueRule;
  /** Reviewers a manager may assign to; absent for those who may not assign. */
  reviewers?: RowHolder[];
}

type RowWords = ReturnType<typeof useTranslations<"queue.rows">>;

function describePage(state: RowsState, t: RowWords, locale: string): string {
  if (state.phase !== "done") return t("loading");
  const n = state.rows.length;
  const count = formatNumber(n, "—", locale);
  return state.next ? t("pageMore", { count, n }) : t("pageLast", { count, n });
}

export function QueueRows({ view, me, due, reviewers }: QueueRowsProps) {
  // Created and decided order the whole view on the server; other columns reorder this page.
  const serverSort = sortsOnServer(view.sort) ? view.sort : defaultSort(view.tab);
  const query = viewQuery(view, { sort: serverSort });
  const router = useRouter();
  const t = useTranslations("queue.rows");
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useRows(query, attempt);
  const [notice, setNotice] = useState("");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [now] = useState(() => Date.now());

  const setHolder = useCallback(
    (ids: string | string[], holder: RowHolder | null) => {
      const changed = new Set(Array.isArray(ids) ? ids : [ids]);
      setState((s) => ({
        ...s,
        rows: s.rows.map((r) =>
          changed.has(r.id) ? { ...r, holder: holder?.name ?? null, holderId: holder?.id ?? null } : r,
        ),
      }));
    },
    [setState],
  );
  const claim = useClaim(me, setHolder, setNotice);
  const onSelect = useCallback((id: string) => setSelected((s) => toggled(s, id)), [setSelected]);
  // Another column reorders the loaded page in place (the address is replaced, Next.js keeps its
  // router in step); created or decided time asks the server for the view in that order.
  const [sorted, setSorted] = useState({ from: view.sort, sort: view.sort });
  const sort = sorted.from === view.sort ? sorted.sort : view.sort;
  const onSort = (next: Sort) => {
    if (sortsOnServer(next)) {
      router.push(`/submissions?${firstPage(view, { sort: next })}`);
      return;
    }
    setSorted({ from: view.sort, sort: next });
    window.history.replaceState(null, "", `/submissions?${viewQuery(view, { sort: next })}`);
  };
  const rows = useMemo(
    () => (sortsOnServer(sort) ? state.rows : sortRows(state.rows, sort, view.tab, due)),
    [state.rows, sort, view.tab, due],
  );
  const linkQuery = viewQuery(view, { sort });
  const options = useMemo(
    () => ({ due, now, me: me.id, showDecided: view.tab === "decided" }),
    [due, now, me.id, view.tab],
  );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm text-slate-600" data-testid="page-status">
          {describePage(state, t, locale)}
        </p>
        <NextCaseButton query={linkQuery} announce={setNotice} />
      </div>
      <p
        role="status"
        aria-live="polite"
        className="min-h-5 text-sm font-medium text-slate-800"
        data-testid="queue-notice"
      >
        {notice}
      </p>
      {/* Shown while the rows load too (nothing can be selected yet), so that its bar does not
          push the table down when they arrive. */}
      {reviewers && (rows.length > 0 || state.phase === "loading") && (
        <BulkAssign
          selected={selected}
          rows={state.rows}
          reviewers={reviewers}
          onAssigned={(ids, holder) => {
            setHolder(ids, holder);
            setSelected(new Set());
          }}
          announce={setNotice}
        />
      )}
      {state.phase === "failed" && (
        <div role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900">
          <p className="font-medium">{t("failed")}</p>
          <p className="mt-1 text-sm">
            {state.message ?? (state.status ? t("httpFailure", { status: state.status }) : t("interrupted"))}
          </p>
          <button
            type="button"
            onClick={() => {
              setState(initialRows);
              setAttempt((n) => n + 1);
            }}
            className="mt-3 text-sm font-medium underline"
          >
            {t("retry")}
          </button>
        </div>
      )}
      {rows.length > 0 ? (
        <SubmissionsTable
          rows={rows}
          queueQuery={linkQuery}
          sort={sort}
          onSort={onSort}
          options={options}
          onClaim={claim}
          selected={reviewers ? selected : undefined}
          onSelect={reviewers ? onSelect : undefined}
        />
      ) : state.phase === "loading" ? (
        <TableSkeleton rows={8} />
      ) : state.phase === "done" ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          {view.at ? t("noneAfter") : t("none")}
        </p>
      ) : null}
      <QueuePager
        view={view}
        next={state.phase === "done" && state.next ? nextPageQuery(view, decodeCursor(state.next)) : null}
      />
    </div>
  );
}

function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}
