// The proxy's answers (proxy.ts, lib/action-body.ts) in the reader's language. The proxy runs
// before a page knows who is reading, so it goes by what the request itself says: the language
// switch's cookie, else Accept-Language, else English (lib/i18n/resolve.ts without the account).
import { createTranslator } from "next-intl";
import { catalogues } from "./i18n/messages";
import { localeCookie } from "./i18n/locales";
import { resolvePreferences } from "./i18n/resolve";

export type GateKey = keyof (typeof catalogues.en)["forms"]["gate"];

/** `(key) => sentence` for this request's reader. */
export function gateWords(request: { headers: Headers }): (key: GateKey) => string {
  const cookie = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .find((c) => c.startsWith(`${localeCookie}=`))
    ?.slice(localeCookie.length + 1);
  const { locale } = resolvePreferences({ cookie, acceptLanguage: request.headers.get("accept-language") });
  const say = createTranslator({ locale, messages: catalogues[locale], timeZone: "UTC" });
  return (key) => say(`forms.gate.${key}`);
}
