// A message named by its catalogue key, turned into text only where the reader is known.
// Refusals carry one (refusal.ts); pure rules that both the page and the server apply
// (lib/decisions/) return one; pure functions that compose words take a `Say`, English by
// default (records kept in English, tests). Browser-safe and pure.
import { createTranslator } from "next-intl";
import { catalogues } from "../i18n/messages";
import type { MessageKey, MessageValues } from "./words";

/**
 * A message's arguments. A list ("matches 1, 2 and 3") is joined in the language the message
 * is said in; a list of messages (a translated word inside a sentence) is said in it first.
 */
export type ListValues = Record<string, string | number | readonly (string | number)[] | readonly Message[]>;

export interface Message {
  key: MessageKey;
  values?: ListValues;
}

export const message = (key: MessageKey, values?: ListValues): Message => ({ key, values });

/** Whether `key` names a text of the catalogues (a message read back from storage). */
export function isMessageKey(key: string): key is MessageKey {
  let node: unknown = catalogues.en;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
}

/** Text for a catalogue key in one language: a translator handed to pure functions. */
export type Say = (key: MessageKey, values?: MessageValues) => string;

/** English, for records kept in English, the audit log, and tests of pure functions. */
export const english = createTranslator({
  locale: "en",
  timeZone: "UTC",
  messages: catalogues.en,
}) as unknown as Say;

// English lists as the product writes English (British: "1, 2 and 3", no serial comma).
const listLocale = (locale: string) => (locale === "en" ? "en-GB" : locale);

/** A message's text in the language of `say` (`locale` joins its lists). */
export function sayMessage(say: Say, { key, values }: Message, locale = "en"): string {
  const list = new Intl.ListFormat(listLocale(locale), { type: "conjunction" });
  const flat = Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? list.format(
            value.map((item: string | number | Message) =>
              typeof item === "object" ? sayMessage(say, item, locale) : String(item),
            ),
          )
        : (value as string | number),
    ]),
  );
  return say(key, flat);
}
