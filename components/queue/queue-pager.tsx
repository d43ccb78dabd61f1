"use client";
// Previous/next and the page size, in the reader's language.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { firstPage, pageSizes, previousPageQuery, type QueueView } from "@/lib/queue/view";

const href = (query: string) => `/submissions${query ? `?${query}` : ""}`;

/** Previous/next over the cursor stack, and the page size (which starts from the first page). */
export function QueuePager({ view, next }: { view: QueueView; next: string | null }) {
  const previous = previousPageQuery(view);
  const pageNumber = view.trail.length + 1;
  const t = useTranslations("queue.pager");
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex items-center gap-3">
        {previous !== null ? (
          <Link
            href={href(previous)}
            className="rounded border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50"
            rel="prev"
          >
            {t("previous")}
          </Link>
        ) : (
          <span className="rounded border border-slate-200 px-3 py-1 text-slate-500" aria-disabled="true">
            {t("previous")}
          </span>
        )}
        <span className="text-slate-600">{t("page", { n: pageNumber })}</span>
        {next !== null ? (
          <Link
            href={href(next)}
            className="rounded border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50"
            rel="next"
          >
            {t("next")}
          </Link>
        ) : (
          <span className="rounded border border-slate-200 px-3 py-1 text-slate-500" aria-disabled="true">
            {t("next")}
          </span>
        )}
      </div>
      <div className="flex items-center gap-2">
        <span className="text-slate-600">{t("perPage")}</span>
        {pageSizes.map((size) =>
          size === view.size ? (
            <span
              key={size}
              aria-current="true"
              className="rounded bg-slate-800 px-2 py-0.5 font-medium text-white"
            >
              {size}
            </span>
          ) : (
            // Not prefetched: the other sizes on every visit would each cost the server a render.
            <Link
              key={size}
              href={href(firstPage(view, { size }))}
              prefetch={false}
              className="rounded px-2 py-0.5 text-sky-800 underline-offset-2 hover:underline"
            >
              {size}
            </Link>
          ),
        )}
      </div>
    </nav>
  );
}
