// An action's messages in the reader's language, in one place: the refusals lib code throws
// (`refusal(key)`), the wrapper's own answers and the validation messages of every form. The
// audit log keeps English (a record read across teams); the person reads their own language.
import "server-only";
import { createTranslator } from "next-intl";
import type { $ZodIssue } from "zod/v4/core";
import { formatNumber } from "../format";
import { catalogues } from "../i18n/messages";
import { translator } from "../i18n/server";
import { SafeError } from "./result";
import { isValidationKey, type MessageKey, type MessageValues } from "./words";

type Say = (key: string, values?: MessageValues) => string;

// A constant, not state: the English catalogue never changes while the process runs.
const english = createTranslator({
  locale: "en",
  timeZone: "UTC",
  messages: catalogues.en,
}) as unknown as Say;

/** A SafeError in the catalogue's words: English in the audit log, the reader's language on screen. */
export function refusal(key: MessageKey, values?: MessageValues): SafeError {
  return new SafeError(english(key, values), { key, values });
}

/**
 * The request's translator, loosely typed (the keys were checked where they were written). If
 * the reader's preferences cannot be read (the database is down), the answer is in English.
 */
export async function readerWords(): Promise<Say> {
  try {
    return (await translator()) as unknown as Say;
  } catch (error) {
    console.error("[dashboard] the reader's language could not be read; answering in English:", error);
    return english;
  }
}

/** What the person sees of a SafeError: its catalogue words, or its text as it was written. */
export const refusalText = (error: SafeError, say: Say) =>
  error.said ? say(error.said.key, error.said.values) : error.message;

/** A field's message: a `validation.*` key (with the limit zod checked) or a schema's own text. */
export function issueText(issue: $ZodIssue, say: Say): string {
  if (!isValidationKey(issue.message)) return issue.message;
  const limit = (n: unknown) =>
    typeof n === "number" || typeof n === "bigint" ? formatNumber(Number(n)) : "";
  const bounds = issue as { minimum?: unknown; maximum?: unknown };
  return say(issue.message, { minimum: limit(bounds.minimum), maximum: limit(bounds.maximum) });
}
