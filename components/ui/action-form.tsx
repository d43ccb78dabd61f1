"use client";
// The one form of the dashboard, bound to a server action made with lib/actions/action.ts:
// each field's message next to it (<FieldError>), the action's own refusal, or what was done.
// What was typed and chosen stays after an error (keepInput), a session that ended included:
// that refusal offers to sign in again in a new tab. After every answer focus goes
// to the message, so it is read out and the person is where they were, never on the body.
import { useTranslations } from "next-intl";
import { startTransition, useActionState, useEffect, useId, useRef } from "react";
import type { ActionResult } from "@/lib/actions/result";
import { FieldErrorsContext } from "./field-error";
import { keepInput } from "./keep-input";
import { useHydrated } from "./use-hydrated";

type State<T> = ActionResult<T> | null;

/**
 * The session ended while this tab was open: sign in in another tab, back to this page, and
 * the form here keeps what was typed, to send again. Drawn only after an answer (in the browser).
 */
function SignInAgain({ label }: { label: string }) {
  const back = `${window.location.pathname}${window.location.search}`;
  return (
    <a
      href={`/signin?callbackUrl=${encodeURIComponent(back)}`}
      target="_blank"
      rel="noopener"
      data-testid="sign-in-again"
      className="font-medium underline"
    >
      {label}
    </a>
  );
}
// A reset clears the last answer (the facts behind it changed) and keeps the fields.
const reset = Symbol("reset");

const tones = {
  primary: "bg-slate-900 text-white hover:bg-slate-700",
  danger: "bg-rose-700 text-white hover:bg-rose-600",
  plain: "border border-slate-300 bg-white hover:bg-slate-50",
};

export function ActionForm<T>({
  action,
  submitLabel,
  pendingLabel,
  success,
  done,
  onDone,
  resetKey,
  clearOnDone = false,
  focusOnDone,
  children,
  className,
  label,
  tone = "primary",
}: {
  action: (form: FormData) => Promise<ActionResult<T>>;
  submitLabel: string;
  pendingLabel?: string;
  /** A line under the form once the action succeeded; the form stays for the next use. */
  success?: string | ((data: T) => React.ReactNode);
  /** Replaces the form once the action succeeded (nothing left to do here). */
  done?: (data: T) => React.ReactNode;
  /** Runs once per success (clear a field, refresh the page's other parts). */
  onDone?: (data: T) => void;
  /** When it changes, the last answer is cleared: it was about facts that have changed. */
  resetKey?: string;
  /** Empties the fields after a success (a note added, a verdict recorded). */
  clearOnDone?: boolean;
  /**
   * The id of what takes the focus after a success instead of the message: something that
   * stays when the page's refresh removes this form (a section's heading).
   */
  focusOnDone?: string;
  /** Inputs; a function receives the last answer (to show something only after a refusal). */
  children?: React.ReactNode | ((state: State<T>) => React.ReactNode);
  className?: string;
  /** The form's accessible name, when the page has several. */
  label?: string;
  tone?: keyof typeof tones;
}) {
  const [state, dispatch, pending] = useActionState<State<T>, FormData | typeof reset>(
    async (_previous, payload) => {
      if (payload === reset) return null;
      const result = await action(payload);
      if (result.ok) {
        onDone?.(result.data);
        if (focusOnDone) document.getElementById(focusOnDone)?.focus();
      }
      return result;
    },
    null,
  );
  const t = useTranslations("forms");
  const hydrated = useHydrated();
  const prefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!state) return;
    if (state.ok && clearOnDone) form.current?.reset();
    if (state.ok && focusOnDone) return document.getElementById(focusOnDone)?.focus();
    const invalid = form.current?.querySelector<HTMLElement>(
      // A field with a message, or the first choice of a group of radio buttons with one.
      '[aria-invalid=true], fieldset[aria-describedby$="-error"] input',
    );
    (invalid ?? answer.current)?.focus();
  }, [state, clearOnDone, focusOnDone]);
  const seenKey = useRef(resetKey);
  useEffect(() => {
    if (seenKey.current === resetKey) return;
    seenKey.current = resetKey;
    startTransition(() => dispatch(reset));
  }, [resetKey, dispatch]);

  if (state?.ok && done)
    return (
      <div ref={answer} tabIndex={-1} role="status" className="text-sm text-emerald-900 outline-none">
        {done(state.data)}
      </div>
    );
  const fieldErrors = state && !state.ok ? (state.fieldErrors ?? {}) : {};
  // A refusal already shown at its field is not repeated above the button.
  const refusal =
    state && !state.ok && !Object.values(fieldErrors).some((m) => m.includes(state.error))
      ? state.error
      : null;
  const successLine =
    state?.ok && success ? (typeof success === "string" ? success : success(state.data)) : null;
  return (
    <form
      ref={form}
      onSubmit={keepInput(dispatch)}
      className={className ?? "space-y-2"}
      aria-label={label}
      noValidate
    >
      <FieldErrorsContext value={{ prefix, errors: fieldErrors }}>
        {typeof children === "function" ? children(state) : children}
      </FieldErrorsContext>
      {/* Until the page hydrates the browser would send the form itself: a GET to this
          address, carrying what was typed in the URL and dropping the page's filters. */}
      <button
        type="submit"
        disabled={pending || !hydrated}
        className={`rounded-md px-3 py-1.5 text-sm font-medium disabled:opacity-60 ${tones[tone]}`}
      >
        {pending ? (pendingLabel ?? t("working")) : submitLabel}
      </button>
      {/* The whole width, so a form laid out in a row puts its answer below it. */}
      <div ref={answer} tabIndex={-1} className="w-full outline-none empty:hidden">
        {refusal ? (
          <p role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-900">
            {refusal}
            {state && !state.ok && state.signIn ? (
              <>
                {" "}
                <SignInAgain label={t("signInAgain")} />
              </>
            ) : null}
          </p>
        ) : null}
        {typeof successLine === "string" ? (
          <p role="status" className="text-sm text-emerald-800">
            {successLine}
          </p>
        ) : successLine ? (
          <div role="status">{successLine}</div>
        ) : null}
      </div>
    </form>
  );
}
