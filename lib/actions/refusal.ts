// An action's messages in the reader's language, in one place: the refusals lib code throws
// (`refusal(key)`), the wrapper's own answers and the validation messages of every form. The
// audit log keeps English (a record read across teams); the person reads their own language.
import "server-only";
import type { $ZodIssue } from "zod/v4/core";
import { formatNumber } from "../format";
import { requestPreferences } from "../i18n/request-preferences";
import { translator } from "../i18n/server";
import { english, sayMessage, type ListValues, type Message, type Say } from "./message";
import { SafeError } from "./result";
import { isValidationKey, type MessageKey } from "./words";

/**
 * A SafeError in the catalogue's words: English in the audit log, the reader's language on
 * screen. `field` puts it at that field of the form as well (the note, a box to tick).
 */
export function refusal(key: MessageKey, values?: ListValues, options: { field?: string } = {}): SafeError {
  const said = { key, values };
  return new SafeError(sayMessage(english, said), said, options.field);
}

/**
 * The request's translator and language (lists are joined in it), loosely typed (the keys were
 * checked where they were written). If the reader's preferences cannot be read (the database
 * is down), the answer is in English.
 */
export async function readerLanguage(): Promise<{ say: Say; locale: string }> {
  try {
    const { locale } = await requestPreferences();
    return { say: (await translator()) as unknown as Say, locale };
  } catch (error) {
    console.error("[dashboard] the reader's language could not be read; answering in English:", error);
    return { say: english, locale: "en" };
  }
}

/** A Message in the request's language (see readerLanguage): for pages and route handlers. */
export async function readerMessages(): Promise<(said: Message) => string> {
  const { say, locale } = await readerLanguage();
  return (said) => sayMessage(say, said, locale);
}

/** The request's translator alone (see readerLanguage). */
export const readerWords = async (): Promise<Say> => (await readerLanguage()).say;

/**
 * What the person sees of a SafeError: its catalogue words (lists joined in `locale`, the
 * language of `say`), or its text as it was written.
 */
export const refusalText = (error: SafeError, say: Say, locale: string) =>
  error.said ? sayMessage(say, error.said, locale) : error.message;

/** A field's message: a `validation.*` key (with the limit zod checked) or a schema's own text. */
export function issueText(issue: $ZodIssue, say: Say): string {
  if (!isValidationKey(issue.message)) return issue.message;
  // Keys are checked where schemas write them (invalid()).
  const key = issue.message as MessageKey;
  const limit = (n: unknown) =>
    typeof n === "number" || typeof n === "bigint" ? formatNumber(Number(n)) : "";
  const bounds = issue as { minimum?: unknown; maximum?: unknown };
  return say(key, { minimum: limit(bounds.minimum), maximum: limit(bounds.maximum) });
}
