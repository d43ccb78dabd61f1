// Which language and time zone a request is shown in, decided in one place (docs/i18n.md):
// the account's own choice, else this browser's earlier choice (the switch's cookie), else the
// browser's Accept-Language, else English. The zone: the account's, else the language's default.
import { localeFromAcceptLanguage } from "./negotiate";
import { defaultLocale, defaultTimeZones, isLocale, isTimeZone, type Locale } from "./locales";

export interface Preferences {
  locale: Locale;
  timeZone: string;
  /** Where the language came from, for the docs' promise and the tests. */
  source: "account" | "cookie" | "browser" | "default";
}

export function resolvePreferences(input: {
  account?: { locale: string | null; timeZone: string | null } | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Preferences {
  const stored = input.account?.locale;
  const browser = localeFromAcceptLanguage(input.acceptLanguage);
  const [locale, source]: [Locale, Preferences["source"]] = isLocale(stored)
    ? [stored, "account"]
    : isLocale(input.cookie)
      ? [input.cookie, "cookie"]
      : browser
        ? [browser, "browser"]
        : [defaultLocale, "default"];
  const zone = input.account?.timeZone;
  return { locale, timeZone: isTimeZone(zone) ? zone : defaultTimeZones[locale], source };
}
