"use client";
// Approve or reject: nothing chosen in advance, a reason from the list, an internal note that
// stays in the dashboard, and for a rejection the text the reviewer chooses to send. Every
// field is held in state, so an error never costs what was typed or chosen.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError, useFieldErrors, useFieldProps } from "@/components/ui/field-error";
import type { ActionResult } from "@/lib/actions/result";
import { decisionReasons, type DecisionOutcome } from "@/lib/decisions/reasons";
import { DecisionSummary } from "./decision-summary";

type Upstream = "applied" | "recorded_only" | "awaiting_second";
type Result = ActionResult<{ id: string; upstream: Upstream }>;

const field = "mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1";

export interface DecisionFormProps {
  submissionId: string;
  appliedUpstream: boolean;
  redFlags: string[];
  needsSecondReviewer: boolean;
  /** Someone else who holds the case: deciding it asks first. */
  holder: { id: string; name: string } | null;
  /** Why approval is not open now (a deletion pending, said above the form): Approve is disabled. */
  approvalClosed: string | null;
  /** Changes when the facts the rules read change (a verdict): a refusal shown before is cleared. */
  rulesKey: string;
  submit: (previous: unknown, form: FormData) => Promise<Result>;
}

export function DecisionForm(props: DecisionFormProps) {
  const t = useTranslations("decision.form");
  return (
    <ActionForm
      action={(form) => props.submit(null, form)}
      // The form goes once the case is decided: focus waits on the decision area's heading.
      focusOnDone="decision-heading"
      done={(data) => t(`done.${data.upstream}`)}
      resetKey={props.rulesKey}
      submitLabel={t("submit")}
      pendingLabel={t("pending")}
      label={t("label")}
      className="space-y-3 text-sm"
    >
      <input type="hidden" name="submissionId" value={props.submissionId} />
      <DecisionFields {...props} />
    </ActionForm>
  );
}

function DecisionFields(props: DecisionFormProps) {
  const t = useTranslations("decision");
  const router = useRouter();
  // The holder the box was ticked for: a different holder later must be confirmed afresh.
  const [inPlaceOf, setInPlaceOf] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const [reasonCode, setReasonCode] = useState("");
  const [note, setNote] = useState("");
  const [comment, setComment] = useState("");
  const heldElsewhere = useFieldErrors("inPlaceOf");
  // Someone claimed the case after the page was drawn: redraw it so the form names them.
  useEffect(() => {
    if (heldElsewhere.length) router.refresh();
  }, [heldElsewhere, router]);
  const fieldProps = {
    outcome: useFieldProps("outcome"),
    reasonCode: useFieldProps("reasonCode"),
    note: useFieldProps("note"),
    rejectionComment: useFieldProps("rejectionComment"),
    inPlaceOf: useFieldProps("inPlaceOf"),
  };
  const outcomeField = fieldProps.outcome;
  const noteRequired = outcome === "approved" && props.redFlags.length > 0;
  return (
    <>
      <fieldset aria-describedby={outcomeField["aria-describedby"]}>
        <legend className="font-medium">{t("form.outcome")}</legend>
        <div className="mt-1 flex gap-4">
          {(["approved", "rejected"] as const).map((value) => (
            <label
              key={value}
              className={`inline-flex items-center gap-1 ${value === "approved" && props.approvalClosed ? "text-slate-500 line-through" : ""}`}
            >
              <input
                type="radio"
                name="outcome"
                value={value}
                checked={outcome === value}
                disabled={value === "approved" && !!props.approvalClosed}
                title={value === "approved" ? (props.approvalClosed ?? undefined) : undefined}
                onChange={() => (setOutcome(value), setReasonCode(""))}
              />
              {value === "approved" ? t("form.approve") : t("form.reject")}
            </label>
          ))}
        </div>
        <FieldError name="outcome" />
      </fieldset>
      <label className="block">
        <span className="font-medium">{t("form.reason")}</span>
        <select
          name="reasonCode"
          value={reasonCode}
          onChange={(e) => setReasonCode(e.target.value)}
          disabled={!outcome}
          {...fieldProps.reasonCode}
          className={field}
        >
          <option value="">{outcome ? t("form.chooseReason") : t("form.chooseOutcomeFirst")}</option>
          {outcome &&
            Object.keys(decisionReasons[outcome]).map((code) => (
              <option key={code} value={code}>
                {t(`reasons.${outcome}.${code}` as `reasons.rejected.other`)}
              </option>
            ))}
        </select>
      </label>
      <FieldError name="reasonCode" />
      <label className="block">
        <span className="font-medium">{t("form.note")}</span>{" "}
        <span className="text-slate-600">
          {noteRequired ? t("form.noteRequired", { flags: props.redFlags.join(", ") }) : t("form.noteStays")}
        </span>
        <textarea
          name="note"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          {...fieldProps.note}
          className={field}
        />
      </label>
      <FieldError name="note" />
      {outcome === "rejected" && (
        <div>
          <label className="block">
            <span className="font-medium">{t("form.comment")}</span>{" "}
            <span className="text-slate-600">{t("form.commentHint")}</span>
            <textarea
              name="rejectionComment"
              rows={2}
              maxLength={500}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              {...fieldProps.rejectionComment}
              className={field}
            />
          </label>
          <FieldError name="rejectionComment" />
          <button
            type="button"
            onClick={() => setComment(note.slice(0, 500))}
            className="mt-1 text-sky-800 underline"
          >
            {t("form.useNote")}
          </button>
        </div>
      )}
      <DecisionSummary
        outcome={outcome}
        reasonCode={reasonCode}
        comment={comment.trim()}
        appliedUpstream={props.appliedUpstream}
        needsSecondReviewer={props.needsSecondReviewer}
      />
      {props.holder && (
        <div className="rounded border border-amber-300 bg-amber-50 p-2 text-amber-950">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="inPlaceOf"
              value={props.holder.id}
              checked={inPlaceOf === props.holder.id}
              onChange={(e) => setInPlaceOf(e.target.checked ? props.holder!.id : null)}
              {...fieldProps.inPlaceOf}
              className="mt-0.5"
            />
            <span>
              {t.rich("form.inPlaceOf", {
                name: props.holder.name,
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </span>
          </label>
          <FieldError name="inPlaceOf" />
        </div>
      )}
    </>
  );
}
