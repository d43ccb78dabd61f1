"use client";
// The message for one field, shown next to it (inside an ActionForm with inline errors).
import { createContext, useContext } from "react";

export const FieldErrorsContext = createContext<Record<string, string[]>>({});

export function FieldError({ name, id }: { name: string; id?: string }) {
  const errors = useContext(FieldErrorsContext)[name];
  if (!errors?.length) return null;
  return (
    <span id={id} className="mt-1 block text-sm text-rose-800">
      {errors.join(" ")}
    </span>
  );
}
