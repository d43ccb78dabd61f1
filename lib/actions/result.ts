// What every server action returns to the browser: data, or a message fit to show.
import type { MessageKey } from "../i18n/message-key";

export type ActionResult<O> =
  { ok: true; data: O } | { ok: false; error: string; fieldErrors?: Record<string, string[]> };

/**
 * An expected failure whose message the user may see: a catalogue key and its arguments
 * (`new SafeError(messageKey("users.errors.exists"), { email })`), which the action wrapper
 * answers in the reader's language and records in English (lib/i18n/action-text.ts), or,
 * in an action not yet translated, English text.
 */
export class SafeError extends Error {
  override name = "SafeError";
  constructor(
    message: string,
    readonly values?: Record<string, string | number>,
  ) {
    super(message);
  }
}

/** The wrapper's own answers, as catalogue keys (their English in messages/en.json). */
export const messages = {
  noSession: "shell.actionErrors.noSession",
  forbidden: "shell.actionErrors.forbidden",
  invalid: "shell.actionErrors.invalid",
  unexpected: "shell.actionErrors.unexpected",
} as const satisfies Record<string, MessageKey>;
