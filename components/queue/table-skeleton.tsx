/** Placeholder rows while the queue loads: the shape of the table, no content. As tall as the
 * table with a full page of rows (its scroller's 70vh), so the pager below stays where it will be. */
export function TableSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <div
      aria-hidden="true"
      className="h-[70vh] min-h-64 animate-pulse overflow-hidden rounded-lg border border-slate-200 bg-white"
    >
      <div className="h-8 bg-slate-100" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex gap-4 border-t border-slate-100 px-3 py-3">
          <div className="h-3 w-28 rounded bg-slate-200" />
          <div className="h-3 w-40 rounded bg-slate-200" />
          <div className="h-3 w-12 rounded bg-slate-200" />
          <div className="h-3 w-20 rounded bg-slate-200" />
          <div className="h-3 flex-1 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
