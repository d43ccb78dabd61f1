"use client";
// The reason box every small review form repeats (an AML verdict, a duplicates resolution or
// settlement), with its message beside it; inside an ActionForm.
import { FieldError, useFieldProps } from "./field-error";

export function ReasonField({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <div>
      <label className="block">
        <span className="font-medium">{label}</span>
        <textarea
          name="reason"
          rows={rows}
          maxLength={1000}
          {...useFieldProps("reason")}
          className="mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1"
        />
      </label>
      <FieldError name="reason" />
    </div>
  );
}
