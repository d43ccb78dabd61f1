// What a server action says and what its audit event records. An action's messages (its
// SafeError texts, its zod messages, the wrapper's own) are catalogue keys with their
// arguments: the person reads them in their language; the audit log records them in English,
// like everything it holds (docs/i18n.md). A text that is no key (an action not yet converted)
// is passed on as it is.
import "server-only";
import { createTranslator } from "next-intl";
import { catalogues } from "./messages";
import type { MessageKey } from "./message-key";
import { translator } from "./server";

export type MessageValues = Record<string, string | number>;
type Say = (text: string, values?: MessageValues) => string;

function sayer(t: Awaited<ReturnType<typeof translator>>): Say {
  // A key is looked up only if it is one: English text given as a message stays itself.
  return (text, values) => (t.has(text as MessageKey) ? t(text as MessageKey, values as never) : text);
}

/** The text in the reader's language (the request's, lib/i18n/resolve.ts). */
export async function readerText(): Promise<Say> {
  return sayer(await translator());
}

/** The text as the audit log records it: English. */
export function recordText(text: string, values?: MessageValues): string {
  return sayer(createTranslator({ locale: "en", messages: catalogues.en, timeZone: "UTC" }))(text, values);
}
