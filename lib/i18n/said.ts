// A message said by server code that the reader's language decides: a catalogue key with its
// arguments, turned into text only where the reader is known. SafeError carries one (the
// action wrapper answers in the reader's language and audits the English text); pure rules
// that both the page and the server apply (lib/decisions/) return one.
import { createTranslator, type MessageKeys, type NestedKeyOf } from "next-intl";
import type { Locale } from "./locales";
import { catalogues, type Messages } from "./messages";

export type CatalogueKey = MessageKeys<Messages, NestedKeyOf<Messages>>;
export type SaidValues = Record<string, string | number>;
export interface Said {
  key: CatalogueKey;
  values?: SaidValues;
}

export const said = (key: CatalogueKey, values?: SaidValues): Said => ({ key, values });

/** The text of a said message in one language (English for the audit log and server log). */
export function sayIn(locale: Locale, message: Said): string {
  return createTranslator({ locale, messages: catalogues[locale] })(message.key, message.values);
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
