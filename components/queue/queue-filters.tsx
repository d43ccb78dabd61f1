"use client";
// The search box and the filters as a plain GET form: the URL is the state, so it works
// without JavaScript. Every navigation (a tab, the back button) resets the fields to the
// address's values, so the form never shows filters that are not applied.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useValueWords } from "@/components/i18n/use-value-words";
import { AmlRiskLevel, kycResults } from "@/common/kyc-api/schemas";
import { amlFilters, defaultTab, viewQuery, type QueueView } from "@/lib/queue/view";

const field = "mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1 text-sm";

export function QueueFilters({ view }: { view: QueueView }) {
  // The chosen tab is kept for a new search only if the reviewer chose one; otherwise a
  // search looks across all submissions.
  const keepTab = view.tab !== defaultTab(view.q) && view.tab !== "all";
  const refined = view.status.length > 0 || !!view.aml || !!view.risk || !!view.from || !!view.to;
  const form = useRef<HTMLFormElement>(null);
  const t = useTranslations("queue");
  const words = useValueWords();
  const query = viewQuery(view);
  // The defaults follow the view; reset() drops what was typed but not applied.
  useEffect(() => form.current?.reset(), [query]);
  return (
    <form
      ref={form}
      method="get"
      action="/submissions"
      role="search"
      aria-label={t("filters.label")}
      className="space-y-2"
    >
      {keepTab && <input type="hidden" name="view" value={view.tab} />}
      {view.size !== 50 && <input type="hidden" name="size" value={view.size} />}
      <div className="flex flex-wrap items-end gap-2">
        <label className="block min-w-0 flex-1 basis-64 text-sm">
          <span className="font-medium">{t("filters.search")}</span>
          <input
            name="q"
            type="search"
            defaultValue={view.q ?? ""}
            placeholder={t("filters.placeholder")}
            className={field}
            autoComplete="off"
            aria-keyshortcuts="/"
          />
        </label>
        <button
          type="submit"
          className="rounded bg-sky-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-900"
        >
          {t("filters.submit")}
        </button>
        {(view.q || refined) && (
          <Link
            href="/submissions"
            prefetch={false}
            className="py-1.5 text-sm text-sky-800 underline-offset-2 hover:underline"
          >
            {t("filters.clear")}
          </Link>
        )}
      </div>
      <p className="text-xs text-slate-600">
        {keepTab ? t("filters.searchingIn", { tab: t(`tabs.${view.tab}`) }) : t("filters.searchingAll")}
      </p>
      <details open={refined} className="rounded-lg border border-slate-200 bg-white text-sm">
        <summary className="cursor-pointer px-3 py-2 font-medium">{t("filters.more")}</summary>
        <div className="grid gap-3 px-3 pb-3 sm:grid-cols-2 lg:grid-cols-4">
          <fieldset>
            <legend className="font-medium">{t("filters.status")}</legend>
            <div className="mt-1 flex flex-wrap gap-x-3">
              {kycResults.map((result) => (
                <label key={result} className="inline-flex items-center gap-1">
                  <input
                    type="checkbox"
                    name="status"
                    value={result}
                    defaultChecked={view.status.includes(result)}
                  />
                  {words.status(result)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="block">
            <span className="font-medium">{t("filters.aml")}</span>
            <select name="aml" defaultValue={view.aml ?? ""} className={field}>
              <option value="">{t("filters.any")}</option>
              {amlFilters.map((s) => (
                <option key={s} value={s}>
                  {words.amlOption(s)}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="font-medium">{t("filters.risk")}</span>
            <select name="risk" defaultValue={view.risk ?? ""} className={field}>
              <option value="">{t("filters.any")}</option>
              {AmlRiskLevel.options.map((r) => (
                <option key={r} value={r}>
                  {words.risk(r)}
                </option>
              ))}
            </select>
          </label>
          <div className="grid grid-cols-2 gap-2">
            <label className="block">
              <span className="font-medium">{t("filters.from")}</span>
              <input name="from" type="date" defaultValue={view.from ?? ""} className={field} />
            </label>
            <label className="block">
              <span className="font-medium">{t("filters.to")}</span>
              <input name="to" type="date" defaultValue={view.to ?? ""} className={field} />
            </label>
          </div>
        </div>
      </details>
    </form>
  );
}
