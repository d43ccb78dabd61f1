"use client";
// A form bound to a server action made with lib/actions/action.ts: shows the action's
// message, the fields to fix, or a success line. Children are the inputs.
import { useActionState } from "react";
import type { ActionResult } from "@/lib/actions/result";
import { FieldErrorsContext } from "./field-error";
import { keepInput } from "./keep-input";

type State = ActionResult<unknown> | null;

export function ActionForm({
  action,
  submitLabel,
  pendingLabel = "Working…",
  success,
  children,
  className,
  tone = "primary",
  inlineErrors = false,
}: {
  action: (raw: unknown) => Promise<ActionResult<unknown>>;
  submitLabel: string;
  pendingLabel?: string;
  success?: string;
  children?: React.ReactNode;
  className?: string;
  tone?: "primary" | "danger" | "plain";
  /** The children show each field's message next to it with <FieldError>. */
  inlineErrors?: boolean;
}) {
  const [state, submit, pending] = useActionState<State, FormData>((_previous, form) => action(form), null);
  const button = {
    primary: "bg-slate-900 text-white hover:bg-slate-700",
    danger: "bg-rose-700 text-white hover:bg-rose-600",
    plain: "border border-slate-300 bg-white hover:bg-slate-50",
  }[tone];
  return (
    <form onSubmit={keepInput(submit)} className={className ?? "space-y-2"} noValidate>
      <FieldErrorsContext value={state && !state.ok ? (state.fieldErrors ?? {}) : {}}>
        {children}
      </FieldErrorsContext>
      <button
        type="submit"
        disabled={pending}
        className={`rounded-md px-3 py-1.5 text-sm font-medium disabled:opacity-60 ${button}`}
      >
        {pending ? pendingLabel : submitLabel}
      </button>
      {state && !state.ok ? (
        <div role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-900">
          <p>{state.error}</p>
          {state.fieldErrors && !inlineErrors ? (
            <ul className="list-disc pl-5">
              {Object.entries(state.fieldErrors).map(([field, errors]) => (
                <li key={field}>{errors.join(" ")}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {state?.ok && success ? (
        <p role="status" className="text-sm text-emerald-800">
          {success}
        </p>
      ) : null}
    </form>
  );
}
