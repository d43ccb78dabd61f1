"use client";
// Resolving a case's possible duplicates: what they are, what to do about a duplicate account,
// who to escalate a suspected fraud to, and why. What was chosen and typed stays after an error,
// each message next to its field.
import { useActionState, useState } from "react";
import { keepInput } from "@/components/ui/keep-input";
import { FieldMessage, ReasonField, SubmitRow } from "@/components/ui/reason-form-parts";
import type { ActionResult } from "@/lib/actions/result";
import { resolutionChoices, type Resolution } from "@/lib/duplicates/words";
import { legalBases } from "@/lib/evidence/retention";

type Result = ActionResult<unknown> | null;

export function ResolveForm({
  submissionId,
  candidates,
  managers,
  pending,
  submit,
}: {
  submissionId: string;
  candidates: string[];
  managers: { id: string; name: string }[];
  pending: boolean;
  submit: (previous: Result, form: FormData) => Promise<Result>;
}) {
  const [state, formAction, working] = useActionState(submit, null);
  const [outcome, setOutcome] = useState<Resolution | "">("");
  const [effect, setEffect] = useState(pending ? "" : "delete");
  const [deleteId, setDeleteId] = useState("");
  const [managerId, setManagerId] = useState("");
  const [legalBasis, setLegalBasis] = useState("");
  const [reason, setReason] = useState("");
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {};
  if (state?.ok)
    return (
      <p role="status" className="mt-2 text-emerald-800">
        Resolution recorded.
      </p>
    );
  const select = "mt-1 block w-full max-w-md rounded border border-slate-300 bg-white px-2 py-1";
  return (
    <form
      onSubmit={keepInput(formAction)}
      className="mt-2 space-y-2"
      noValidate
      aria-label="Resolve duplicates"
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <fieldset aria-describedby={errors.outcome ? "dup-outcome-error" : undefined}>
        <legend className="font-medium">What are these duplicates?</legend>
        {Object.entries(resolutionChoices).map(([value, label]) => (
          <label key={value} className="mt-1 flex items-start gap-1.5">
            <input
              type="radio"
              name="outcome"
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value as Resolution)}
              className="mt-1"
            />
            {label}
          </label>
        ))}
        <FieldMessage id="dup-outcome-error" errors={errors.outcome} />
      </fieldset>
      {outcome === "duplicate_account" && (
        <fieldset aria-describedby={errors.effect ? "dup-effect-error" : undefined}>
          <legend className="font-medium">What to do about it</legend>
          {pending && (
            <label className="mt-1 flex items-start gap-1.5">
              <input
                type="radio"
                name="effect"
                value="reject"
                checked={effect === "reject"}
                onChange={() => setEffect("reject")}
                className="mt-1"
              />
              Reject this case (reason: duplicate account)
            </label>
          )}
          <label className="mt-1 flex items-start gap-1.5">
            <input
              type="radio"
              name="effect"
              value="delete"
              checked={effect === "delete"}
              onChange={() => setEffect("delete")}
              className="mt-1"
            />
            Request the deletion of one submission (a manager approves it)
          </label>
          <FieldMessage id="dup-effect-error" errors={errors.effect} />
          {effect === "delete" && (
            <label className="mt-1 block">
              <span>Submission to delete</span>
              <select
                name="deleteId"
                value={deleteId}
                onChange={(e) => setDeleteId(e.target.value)}
                className={select}
                aria-invalid={!!errors.deleteId}
                aria-describedby={errors.deleteId ? "dup-delete-error" : undefined}
              >
                <option value="">Choose…</option>
                <option value={submissionId}>This case ({submissionId})</option>
                {candidates.map((id) => (
                  <option key={id} value={id}>
                    Approved submission {id}
                  </option>
                ))}
              </select>
              <FieldMessage id="dup-delete-error" errors={errors.deleteId} />
            </label>
          )}
          {effect === "delete" && (
            <label className="mt-1 block">
              <span>Legal basis, if the submission is still under retention (an approved one is)</span>
              <select
                name="legalBasis"
                value={legalBasis}
                onChange={(e) => setLegalBasis(e.target.value)}
                className={select}
              >
                <option value="">None: not under retention</option>
                {Object.entries(legalBases).map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          )}
        </fieldset>
      )}
      {outcome === "suspected_fraud" && (
        <label className="block">
          <span className="font-medium">Manager to escalate to</span>
          <select
            name="managerId"
            value={managerId}
            onChange={(e) => setManagerId(e.target.value)}
            className={select}
            aria-invalid={!!errors.managerId}
            aria-describedby={errors.managerId ? "dup-manager-error" : undefined}
          >
            <option value="">Choose…</option>
            {managers.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
          <FieldMessage id="dup-manager-error" errors={errors.managerId} />
        </label>
      )}
      <ReasonField id="dup" label="Reason" value={reason} onChange={setReason} errors={errors.reason} />
      <SubmitRow state={state} working={working} label="Record resolution" />
    </form>
  );
}
