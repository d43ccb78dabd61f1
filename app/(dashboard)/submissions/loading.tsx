import { TableSkeleton } from "@/components/queue/table-skeleton";

export default function Loading() {
  return (
    <div className="space-y-4" aria-busy="true">
      <p className="sr-only" role="status">
        Loading submissions…
      </p>
      <div className="h-7 w-48 animate-pulse rounded bg-slate-200" />
      <div className="h-32 animate-pulse rounded-lg bg-slate-100" />
      <TableSkeleton />
    </div>
  );
}
