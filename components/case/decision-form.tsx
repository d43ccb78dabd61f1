"use client";
// Approve or reject: nothing chosen in advance, a reason from the list, an internal note that
// stays in the dashboard, and for a rejection the text the reviewer chooses to send. Every
// field is held in state, so an error never costs what was typed or chosen.
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useState } from "react";
import { keepInput } from "@/components/ui/keep-input";
import type { ActionResult } from "@/lib/actions/result";
import { decisionReasons, type DecisionOutcome } from "@/lib/decisions/reasons";
import { DecisionSummary } from "./decision-summary";

type Upstream = "applied" | "recorded_only" | "awaiting_second";
type Result = ActionResult<{ id: string; upstream: Upstream }> | null;
type Submit = (previous: Result, form: FormData) => Promise<Result>;

const done: Record<Upstream, string> = {
  applied: "Decision recorded and applied by the KYC service.",
  recorded_only: "Decision recorded here only: the KYC service does not take decisions.",
  awaiting_second: "Approval recorded. It waits for a second reviewer before it is sent to the KYC service.",
};
const field = "mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1";

export function DecisionForm(props: {
  submissionId: string;
  appliedUpstream: boolean;
  redFlags: string[];
  needsSecondReviewer: boolean;
  /** Someone else who holds the case: deciding it asks first. */
  holder: { id: string; name: string } | null;
  submit: Submit;
}) {
  const router = useRouter();
  const [state, formAction, pending] = useActionState(props.submit, null);
  // The holder the box was ticked for: a different holder later must be confirmed afresh.
  const [inPlaceOf, setInPlaceOf] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const [reasonCode, setReasonCode] = useState("");
  const [note, setNote] = useState("");
  const [comment, setComment] = useState("");
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {};
  const heldElsewhere = !!errors.inPlaceOf;
  // Someone claimed the case after the page was drawn: redraw it so the form names them.
  useEffect(() => {
    if (heldElsewhere) router.refresh();
  }, [heldElsewhere, state, router]);
  if (state?.ok)
    return (
      <p role="status" className="rounded bg-emerald-50 p-3 text-sm text-emerald-900">
        {done[state.data.upstream]}
      </p>
    );
  const noteRequired = outcome === "approved" && props.redFlags.length > 0;
  return (
    <form onSubmit={keepInput(formAction)} className="space-y-3 text-sm" noValidate>
      <input type="hidden" name="submissionId" value={props.submissionId} />
      <fieldset aria-describedby={errors.outcome ? "outcome-error" : undefined}>
        <legend className="font-medium">Approve or reject</legend>
        <div className="mt-1 flex gap-4">
          {(["approved", "rejected"] as const).map((value) => (
            <label key={value} className="inline-flex items-center gap-1">
              <input
                type="radio"
                name="outcome"
                value={value}
                checked={outcome === value}
                onChange={() => (setOutcome(value), setReasonCode(""))}
              />
              {value === "approved" ? "Approve" : "Reject"}
            </label>
          ))}
        </div>
        <Message id="outcome-error" text={errors.outcome} />
      </fieldset>
      <label className="block">
        <span className="font-medium">Reason</span>
        <select
          name="reasonCode"
          value={reasonCode}
          onChange={(e) => setReasonCode(e.target.value)}
          disabled={!outcome}
          aria-invalid={!!errors.reasonCode}
          aria-describedby={errors.reasonCode ? "reason-error" : undefined}
          className={field}
        >
          <option value="">{outcome ? "Choose a reason…" : "Choose a decision first"}</option>
          {outcome &&
            Object.entries(decisionReasons[outcome]).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
        </select>
      </label>
      <Message id="reason-error" text={errors.reasonCode} />
      <label className="block">
        <span className="font-medium">Internal note</span>{" "}
        <span className="text-slate-600">
          {noteRequired ? `(required: ${props.redFlags.join(", ")})` : "(stays in the dashboard)"}
        </span>
        <textarea
          name="note"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={!!errors.note}
          aria-describedby={errors.note ? "note-error" : undefined}
          className={field}
        />
      </label>
      <Message id="note-error" text={errors.note} />
      {outcome === "rejected" && (
        <div>
          <label className="block">
            <span className="font-medium">Comment sent to the KYC service</span>{" "}
            <span className="text-slate-600">(optional; the applicant’s record shows it)</span>
            <textarea
              name="rejectionComment"
              rows={2}
              maxLength={500}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              aria-describedby={errors.rejectionComment ? "comment-error" : undefined}
              className={field}
            />
          </label>
          <button
            type="button"
            onClick={() => setComment(note.slice(0, 500))}
            className="mt-1 text-sky-800 underline"
          >
            Use the internal note as the comment
          </button>
          <Message id="comment-error" text={errors.rejectionComment} />
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
              aria-describedby={errors.inPlaceOf ? "in-place-error" : undefined}
              className="mt-0.5"
            />
            <span>
              <strong>{props.holder.name}</strong> holds this case. Decide in their place
            </span>
          </label>
          <Message id="in-place-error" text={errors.inPlaceOf} />
        </div>
      )}
      {state && !state.ok && !errors.note && !(errors.inPlaceOf && props.holder) && (
        <p role="alert" className="rounded bg-rose-50 p-2 text-rose-900">
          {state.error}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-sky-800 px-3 py-1.5 font-medium text-white hover:bg-sky-900 disabled:opacity-60"
      >
        {pending ? "Recording…" : "Record decision"}
      </button>
    </form>
  );
}

function Message({ id, text }: { id: string; text: string[] | undefined }) {
  if (!text) return null;
  return (
    <span id={id} role="alert" className="mt-1 block text-rose-800">
      {text.join(" ")}
    </span>
  );
}
