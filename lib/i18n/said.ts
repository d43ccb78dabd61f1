// A message said by server code that the reader's language decides: a catalogue key with its
// arguments, turned into text only where the reader is known. SafeError carries one (the
// action wrapper answers in the reader's language and audits the English text); pure rules
// that both the page and the server apply (lib/decisions/) return one.
import { createTranslator, type MessageKeys, type NestedKeyOf } from "next-intl";
import type { Locale } from "./locales";
import { catalogues, type Messages } from "./messages";

export type CatalogueKey = MessageKeys<Messages, NestedKeyOf<Messages>>;
export type SaidValues = Record<string, string | number>;
/**
 * A list value ("matches 1, 2 and 3") is joined in the language it is said in; a list of said
 * messages is said in that language first.
 */
export type SaidListValues = Record<string, string | number | readonly (string | number)[] | readonly Said[]>;
export interface Said {
  key: CatalogueKey;
  values?: SaidListValues;
}

export const said = (key: CatalogueKey, values?: SaidListValues): Said => ({ key, values });

// English lists as the product writes English (British: "1, 2 and 3", no serial comma).
const listLocale = (locale: Locale) => (locale === "en" ? "en-GB" : locale);

/** The text of a said message in one language (English for the audit log and server log). */
export function sayIn(locale: Locale, message: Said): string {
  const list = new Intl.ListFormat(listLocale(locale), { type: "conjunction" });
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([k, v]) => [
      k,
      Array.isArray(v)
        ? list.format(
            v.map((item: string | number | Said) =>
              typeof item === "object" ? sayIn(locale, item) : String(item),
            ),
          )
        : (v as string | number),
    ]),
  );
  return createTranslator({ locale, messages: catalogues[locale] })(message.key, values);
}

/**
 * A zod message given as a catalogue key ("decision.errors.chooseReason") in that language;
 * any other text (a screen not yet translated) as it came.
 */
export function issueIn(locale: Locale, message: string): string {
  const t = createTranslator({ locale, messages: catalogues[locale] });
  return t.has(message as CatalogueKey) ? t(message as CatalogueKey) : message;
}

/** Text for a catalogue key in the reader's language: a translator handed to pure functions. */
export type Say = (key: CatalogueKey, values?: SaidValues) => string;

/** English, for records kept in English and for tests of pure functions. */
export const english: Say = (key, values) => sayIn("en", { key, values });
