import { TableSkeleton } from "@/components/queue/table-skeleton";
import { translator } from "@/lib/i18n/server";

export default async function Loading() {
  const t = await translator();
  return (
    <div className="space-y-4" aria-busy="true">
      <p className="sr-only" role="status">
        {t("queue.rows.loading")}
      </p>
      <div className="h-7 w-48 animate-pulse rounded bg-slate-200" />
      <div className="h-32 animate-pulse rounded-lg bg-slate-100" />
      <TableSkeleton />
    </div>
  );
}
