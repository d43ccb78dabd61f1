import { translator } from "@/lib/i18n/server";

export default async function Loading() {
  const t = await translator();
  return (
    <div className="space-y-4" aria-busy="true">
      <p className="sr-only" role="status">
        {t("case.page.loading")}
      </p>
      <div className="h-8 w-72 animate-pulse rounded bg-slate-200" />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="h-72 animate-pulse rounded-lg bg-slate-100" />
        <div className="h-72 animate-pulse rounded-lg bg-slate-100" />
      </div>
      <div className="h-48 animate-pulse rounded-lg bg-slate-100" />
    </div>
  );
}
