"use client";
// Resolving a case's possible duplicates: what they are, what to do about a duplicate account,
// who to escalate a suspected fraud to, and why. What was chosen and typed stays after an error,
// each message next to its field.
import { useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError, useFieldProps } from "@/components/ui/field-error";
import { ReasonField } from "@/components/ui/reason-form-parts";
import type { ActionResult } from "@/lib/actions/result";
import { resolutionChoices, type Resolution } from "@/lib/duplicates/words";
import { legalBases } from "@/lib/evidence/retention";

const select = "mt-1 block w-full max-w-md rounded border border-slate-300 bg-white px-2 py-1";

export function ResolveForm(props: {
  submissionId: string;
  candidates: string[];
  managers: { id: string; name: string }[];
  pending: boolean;
  submit: (previous: unknown, form: FormData) => Promise<ActionResult<unknown>>;
}) {
  return (
    <ActionForm
      action={(form) => props.submit(null, form)}
      submitLabel="Record resolution"
      pendingLabel="Recording…"
      done={() => "Resolution recorded."}
      tone="plain"
      label="Resolve duplicates"
      className="mt-2 space-y-2"
    >
      <input type="hidden" name="submissionId" value={props.submissionId} />
      <ResolveFields {...props} />
      <ReasonField label="Reason" />
    </ActionForm>
  );
}

function ResolveFields({ submissionId, candidates, managers, pending }: Parameters<typeof ResolveForm>[0]) {
  const [outcome, setOutcome] = useState<Resolution | "">("");
  const [effect, setEffect] = useState(pending ? "" : "delete");
  const outcomeField = useFieldProps("outcome");
  const effectField = useFieldProps("effect");
  const deleteField = useFieldProps("deleteId");
  const managerField = useFieldProps("managerId");
  return (
    <>
      <fieldset aria-describedby={outcomeField["aria-describedby"]}>
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
        <FieldError name="outcome" />
      </fieldset>
      {outcome === "duplicate_account" && (
        <fieldset aria-describedby={effectField["aria-describedby"]}>
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
          <FieldError name="effect" />
          {effect === "delete" && (
            <>
              <label className="mt-1 block">
                <span>Submission to delete</span>
                <select name="deleteId" defaultValue="" className={select} {...deleteField}>
                  <option value="">Choose…</option>
                  <option value={submissionId}>This case ({submissionId})</option>
                  {candidates.map((id) => (
                    <option key={id} value={id}>
                      Approved submission {id}
                    </option>
                  ))}
                </select>
              </label>
              <FieldError name="deleteId" />
              <label className="mt-1 block">
                <span>Legal basis, if the submission is still under retention (an approved one is)</span>
                <select name="legalBasis" defaultValue="" className={select}>
                  <option value="">None: not under retention</option>
                  {Object.entries(legalBases).map(([code, label]) => (
                    <option key={code} value={code}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )}
        </fieldset>
      )}
      {outcome === "suspected_fraud" && (
        <div>
          <label className="block">
            <span className="font-medium">Manager to escalate to</span>
            <select name="managerId" defaultValue="" className={select} {...managerField}>
              <option value="">Choose…</option>
              {managers.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </label>
          <FieldError name="managerId" />
        </div>
      )}
    </>
  );
}
