// next-intl's request configuration (next.config.ts points its plugin here): the language,
// zone and catalogue for Server Components and, through NextIntlClientProvider in the root
// layout, for Client Components. The dashboard uses no locale in its URLs.
import { getRequestConfig } from "next-intl/server";
import { catalogues } from "./messages";
import { requestPreferences } from "./request-preferences";

export default getRequestConfig(async () => {
  const { locale, timeZone } = await requestPreferences();
  return { locale, timeZone, messages: catalogues[locale] };
});
