"use client";
// Resolving a case's possible duplicates: what they are, what to do about a duplicate account,
// who to escalate a suspected fraud to, and why. What was chosen and typed stays after an error,
// each message next to its field.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError, useFieldProps } from "@/components/ui/field-error";
import { ReasonField } from "@/components/ui/reason-form-parts";
import type { ActionResult } from "@/lib/actions/result";
import { resolutionChoices, type Resolution } from "@/lib/duplicates/words";
import { legalBasisCodes } from "@/lib/evidence/retention";

const select = "mt-1 block w-full max-w-md rounded border border-slate-300 bg-white px-2 py-1";

export function ResolveForm(props: {
  submissionId: string;
  candidates: string[];
  managers: { id: string; name: string }[];
  pending: boolean;
  submit: (previous: unknown, form: FormData) => Promise<ActionResult<unknown>>;
}) {
  const t = useTranslations("case.duplicates.resolve");
  return (
    <ActionForm
      action={(form) => props.submit(null, form)}
      submitLabel={t("submit")}
      pendingLabel={t("pending")}
      done={() => t("done")}
      tone="plain"
      label={t("label")}
      className="mt-2 space-y-2"
    >
      <input type="hidden" name="submissionId" value={props.submissionId} />
      <ResolveFields {...props} />
      <ReasonField label={t("reason")} />
    </ActionForm>
  );
}

function ResolveFields({ submissionId, candidates, managers, pending }: Parameters<typeof ResolveForm>[0]) {
  const t = useTranslations("case.duplicates.resolve");
  const legal = useTranslations("values.legalBasis");
  const [outcome, setOutcome] = useState<Resolution | "">("");
  const [effect, setEffect] = useState(pending ? "" : "delete");
  const outcomeField = useFieldProps("outcome");
  const effectField = useFieldProps("effect");
  const deleteField = useFieldProps("deleteId");
  const managerField = useFieldProps("managerId");
  return (
    <>
      <fieldset aria-describedby={outcomeField["aria-describedby"]}>
        <legend className="font-medium">{t("legend")}</legend>
        {(Object.keys(resolutionChoices) as Resolution[]).map((value) => (
          <label key={value} className="mt-1 flex items-start gap-1.5">
            <input
              type="radio"
              name="outcome"
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
              className="mt-1"
            />
            {t(`choices.${value}`)}
          </label>
        ))}
        <FieldError name="outcome" />
      </fieldset>
      {outcome === "duplicate_account" && (
        <fieldset aria-describedby={effectField["aria-describedby"]}>
          <legend className="font-medium">{t("effect")}</legend>
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
              {t("rejectThis")}
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
            {t("requestDeletion")}
          </label>
          <FieldError name="effect" />
          {effect === "delete" && (
            <>
              <label className="mt-1 block">
                <span>{t("toDelete")}</span>
                <select name="deleteId" defaultValue="" className={select} {...deleteField}>
                  <option value="">{t("choose")}</option>
                  <option value={submissionId}>{t("thisCase", { id: submissionId })}</option>
                  {candidates.map((id) => (
                    <option key={id} value={id}>
                      {t("approvedSubmission", { id })}
                    </option>
                  ))}
                </select>
              </label>
              <FieldError name="deleteId" />
              <label className="mt-1 block">
                <span>{t("legalBasis")}</span>
                <select name="legalBasis" defaultValue="" className={select}>
                  <option value="">{t("noLegalBasis")}</option>
                  {legalBasisCodes.map((code) => (
                    <option key={code} value={code}>
                      {legal(code)}
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
            <span className="font-medium">{t("manager")}</span>
            <select name="managerId" defaultValue="" className={select} {...managerField}>
              <option value="">{t("choose")}</option>
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
