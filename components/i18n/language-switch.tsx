"use client";
// The header's language switch: stores the choice on the account (lib/i18n/actions.ts). The
// action re-renders the current page in place, so the address, its filters and what the page
// holds in the browser stay as they were.
import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { setLocale } from "@/lib/i18n/actions";
import { localeNames, locales } from "@/lib/i18n/locales";
import { useHydrated } from "@/components/ui/use-hydrated";

export function LanguageSwitch() {
  const current = useLocale();
  const t = useTranslations("shell.language");
  const [busy, start] = useTransition();
  const [error, setError] = useState("");
  // A press before the page hydrates would do nothing at all: the button waits for React.
  const hydrated = useHydrated();
  return (
    <div role="group" aria-label={t("label")} className="flex items-center gap-2">
      {locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          <button
            key={locale}
            type="button"
            lang={locale}
            disabled={busy || !hydrated}
            title={t("switchTo", { language: localeNames[locale] })}
            onClick={() =>
              start(async () => {
                const result = await setLocale({ locale });
                setError(result.ok ? "" : result.error);
              })
            }
            className="rounded border border-slate-300 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          >
            {localeNames[locale]}
          </button>
        ))}
      <span role="status" className="text-xs text-rose-800">
        {error}
      </span>
    </div>
  );
}
