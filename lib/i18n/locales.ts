// The languages the dashboard speaks, and what each implies when the person has not chosen.
// Browser-safe: the header's switch and the server's resolution read the same list.

export const locales = ["en", "ko"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The cookie the language switch leaves in this browser (docs/i18n.md says when it counts). */
export const localeCookie = "kyc_locale";

/** Each language's name in itself, as a switch shows it: never translated. */
export const localeNames: Record<Locale, string> = { en: "English", ko: "한국어" };

/** The zone times are shown in until the person sets their own: Korean teams work in Seoul. */
export const defaultTimeZones: Record<Locale, string> = { en: "UTC", ko: "Asia/Seoul" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** An IANA zone name this runtime knows ("Asia/Seoul"); anything else is refused. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
