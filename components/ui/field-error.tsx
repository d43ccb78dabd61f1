"use client";
// The one way a field's message is shown: next to the field, inside an ActionForm, which
// hands the action's field errors down. `useFieldProps` wires the field to its message.
import { createContext, useContext } from "react";

export const FieldErrorsContext = createContext<{ prefix: string; errors: Record<string, string[]> }>({
  prefix: "form",
  errors: {},
});

/** The action's messages for one field (empty when it is fine). */
export function useFieldErrors(name: string): string[] {
  return useContext(FieldErrorsContext).errors[name] ?? [];
}

const errorId = (prefix: string, name: string) => `${prefix}-${name}-error`;

/** What the field itself carries: invalid while it has a message, described by that message. */
export function useFieldProps(name: string) {
  const { prefix, errors } = useContext(FieldErrorsContext);
  const invalid = !!errors[name]?.length;
  return {
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? errorId(prefix, name) : undefined,
  };
}

export function FieldError({ name }: { name: string }) {
  const { prefix, errors } = useContext(FieldErrorsContext);
  const messages = errors[name];
  if (!messages?.length) return null;
  return (
    <span id={errorId(prefix, name)} className="mt-1 block text-sm text-rose-800">
      {messages.join(" ")}
    </span>
  );
}
