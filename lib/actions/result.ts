// What every server action returns to the browser: data, or a message fit to show.
import en from "../../messages/en.json";
import { sayIn, type Said } from "../i18n/said";

export type ActionResult<O> =
  { ok: true; data: O } | { ok: false; error: string; fieldErrors?: Record<string, string[]> };

/**
 * An expected failure whose message the user may see ("That submission was already deleted.").
 * Given a catalogue message (`said(...)`), the wrapper answers in the reader's language and the
 * audit log keeps the English text; `field` shows it at that field of the form.
 */
export class SafeError extends Error {
  override name = "SafeError";
  readonly said?: Said;
  readonly field?: string;
  constructor(message: string | Said, options: { field?: string } = {}) {
    super(typeof message === "string" ? message : sayIn("en", message));
    if (typeof message !== "string") this.said = message;
    this.field = options.field;
  }
}

/** The wrapper's own answers, in English (the catalogue's shell.actions); tests compare with them. */
export const messages = en.shell.actions;
