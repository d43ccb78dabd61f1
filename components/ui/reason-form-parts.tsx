"use client";
// The parts every small review form repeats (an AML verdict, a duplicates resolution or
// settlement): a field's message beside it, the reason box, and the closing row with the
// action's own refusal and the submit button. The form keeps their state, so nothing typed is
// lost after an error.
import type { ActionResult } from "@/lib/actions/result";

/** The message for one field, next to it; `id` is what the field's aria-describedby names. */
export function FieldMessage({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <span id={id} className="block text-rose-800">
      {errors.join(" ")}
    </span>
  );
}

export function ReasonField({
  id,
  label,
  value,
  onChange,
  errors,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
}) {
  const errorId = `${id}-reason-error`;
  return (
    <>
      <label className="block">
        <span className="font-medium">{label}</span>
        <textarea
          name="reason"
          rows={2}
          maxLength={1000}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={!!errors}
          aria-describedby={errors ? errorId : undefined}
          className="mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1"
        />
      </label>
      <FieldMessage id={errorId} errors={errors} />
    </>
  );
}

/** A refusal that belongs to no field, then the submit button ("Recording…" while it runs). */
export function SubmitRow({
  state,
  working,
  label,
}: {
  state: ActionResult<unknown> | null;
  working: boolean;
  label: string;
}) {
  return (
    <>
      {state && !state.ok && !state.fieldErrors && (
        <p role="alert" className="text-rose-800">
          {state.error}
        </p>
      )}
      <button
        type="submit"
        disabled={working}
        className="rounded border border-slate-400 bg-white px-3 py-1 font-medium hover:bg-slate-50 disabled:opacity-60"
      >
        {working ? "Recording…" : label}
      </button>
    </>
  );
}
