"use client";
// Anything unexpected while rendering a dashboard page: a plain sentence and a retry. The
// error's message stays in the server log (production sends only a digest to the browser).
import { useTranslations } from "next-intl";

export default function DashboardError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("shell.pageError");
  return (
    <div role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900">
      <p className="font-medium">{t("heading")}</p>
      <p className="mt-1 text-sm">
        {error.digest ? t("detailsWithReference", { digest: error.digest }) : t("details")}
      </p>
      <button type="button" onClick={reset} className="mt-3 text-sm font-medium underline">
        {t("retry")}
      </button>
    </div>
  );
}
