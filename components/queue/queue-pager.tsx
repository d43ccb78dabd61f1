import Link from "next/link";
import { firstPage, pageSizes, previousPageQuery, type QueueView } from "@/lib/queue/view";

const href = (query: string) => `/submissions${query ? `?${query}` : ""}`;

/** Previous/next over the cursor stack, and the page size (which starts from the first page). */
export function QueuePager({ view, next }: { view: QueueView; next: string | null }) {
  const previous = previousPageQuery(view);
  const pageNumber = view.trail.length + 1;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex items-center gap-3">
        {previous !== null ? (
          <Link
            href={href(previous)}
            className="rounded border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50"
            rel="prev"
          >
            ← Previous
          </Link>
        ) : (
          <span className="rounded border border-slate-200 px-3 py-1 text-slate-500" aria-disabled="true">
            ← Previous
          </span>
        )}
        <span className="text-slate-600">Page {pageNumber}</span>
        {next !== null ? (
          <Link
            href={href(next)}
            className="rounded border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50"
            rel="next"
          >
            Next →
          </Link>
        ) : (
          <span className="rounded border border-slate-200 px-3 py-1 text-slate-500" aria-disabled="true">
            Next →
          </span>
        )}
      </div>
      <div className="flex items-center gap-2">
        <span className="text-slate-600">Per page:</span>
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
