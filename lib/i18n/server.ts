// Translation in server code (pages, layouts): the same catalogue, language and zone as
// next-intl's request configuration (request.ts), built with next-intl's createTranslator from
// requestPreferences(). A plain function rather than next-intl's getTranslations so a page runs
// the same under Vitest (lib/auth/page-matrix.test.ts), where no Next.js bundler sets up
// next-intl's server entry.
import "server-only";
import { createTranslator } from "next-intl";
import { catalogues } from "./messages";
import { requestPreferences } from "./request-preferences";

/** The request's translator over the whole catalogue: `t("queue.heading")`. */
export async function translator() {
  const { locale, timeZone } = await requestPreferences();
  return createTranslator({ locale, timeZone, messages: catalogues[locale] });
}
