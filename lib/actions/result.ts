// What every server action returns to the browser: data, or a message fit to show.
import en from "@/messages/en.json";
import type { Message } from "./message";

export type ActionResult<O> =
  | { ok: true; data: O }
  | {
      ok: false;
      error: string;
      fieldErrors?: Record<string, string[]>;
      /** No session may act (signed out, ended, the account disabled): the form offers to sign in. */
      signIn?: true;
    };

/**
 * An expected failure whose message the user may see ("That submission was already deleted.").
 * Made with `refusal(key, values)` (lib/actions/refusal.ts) it carries its catalogue message:
 * the wrapper shows it in the reader's language, the audit log keeps the English `message`.
 * `field` names the form field the refusal concerns: the wrapper shows it there too.
 */
export class SafeError extends Error {
  override name = "SafeError";
  constructor(
    message: string,
    readonly said?: Message,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The wrapper's own answers, in English (the wrapper shows them in the reader's language). */
export const messages = en.forms.refusals;
