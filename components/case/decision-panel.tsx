// The decision area of a case: a waiting four-eyes approval, the form while the case is
// pending (for roles that may decide), and the decisions recorded here, newest first. Read by
// the case loader (lib/submissions/case-decision.ts); this only displays.
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { UtcTime } from "@/components/ui/utc-time";
import type { MatchVerdict } from "@/lib/aml-verdicts/verdicts";
import type { Holder } from "@/lib/assignments/queries";
import { can } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/auth/session";
import { recordDecisionAction } from "@/lib/decisions/actions";
import { isHighRisk, redFlags } from "@/lib/decisions/approval-rules";
import { deletionPendingText, type PendingDeletion } from "@/lib/decisions/deletion-rule";
import { reasonLabel } from "@/lib/decisions/reasons";
import { confirmApprovalAction } from "@/lib/decisions/second-approval-actions";
import type { DecisionArea } from "@/lib/submissions/case-decision";
import { statusWords } from "@/lib/submissions/words";
import { ConfirmApproval } from "./confirm-approval";
import { DecisionForm } from "./decision-form";

export function DecisionPanel({
  record,
  actor,
  area,
  holder: caseHolder,
  verdicts,
  deletion,
}: {
  record: SubmissionRecord;
  actor: Actor;
  area: DecisionArea;
  holder: Holder | null;
  verdicts: Map<string, MatchVerdict>;
  /** The deletion of this case under way, if any: approval is closed meanwhile. */
  deletion: PendingDeletion | null;
}) {
  const id = record.submission_id;
  const status = record.kyc.result;
  const { decisions, waiting, confirmed, fourEyes, appliedUpstream } = area;
  const approvalClosed = deletionPendingText(deletion);
  // A new verdict changes what the rules say: the form drops a refusal it showed before.
  const rulesKey = [...verdicts.entries()].map(([match, v]) => `${match}:${v.createdAt.getTime()}`).join(",");
  const holder = caseHolder && caseHolder.id !== actor.id ? caseHolder : null;
  const mayDecide = status === "pending" && can(actor.role, "submissions:decide");
  return (
    <section aria-labelledby="decision-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="decision-heading" tabIndex={-1} className="text-base font-semibold outline-none">
        Decision
      </h2>
      {approvalClosed && status === "pending" && (
        <p
          id="deletion-pending-decision"
          className="mt-2 rounded border border-rose-300 bg-rose-50 p-2 text-sm text-rose-950"
        >
          <strong>Deletion pending: approval is closed.</strong> A deletion of this case was requested by{" "}
          {deletion!.requestedByEmail} on <UtcTime value={deletion!.requestedAt} />. It can still be rejected.
        </p>
      )}
      {waiting && status === "pending" && (
        <div className="mt-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p>
            <strong>Approval waiting for a second reviewer.</strong> {waiting.requestedByEmail} approved (
            {reasonLabel("approved", waiting.reasonCode)}) on <UtcTime value={waiting.requestedAt} />.
          </p>
          {waiting.note && <p className="mt-1 whitespace-pre-wrap">Note: {waiting.note}</p>}
          {mayDecide && (waiting.requestedById !== actor.id || !fourEyes) ? (
            <ConfirmApproval approvalId={waiting.id} submissionId={id} submit={confirmApprovalAction} />
          ) : (
            <p className="mt-1">Another reviewer must confirm it; you may still reject the case below.</p>
          )}
        </div>
      )}
      <div className="mt-2">
        {mayDecide ? (
          <DecisionForm
            submissionId={id}
            appliedUpstream={appliedUpstream}
            redFlags={redFlags(record)}
            needsSecondReviewer={isHighRisk(record) && fourEyes}
            holder={holder}
            approvalClosed={approvalClosed}
            rulesKey={rulesKey}
            submit={recordDecisionAction}
          />
        ) : (
          <p className="text-sm text-slate-600">
            {status === "pending"
              ? "Your role does not allow deciding."
              : `This case is ${statusWords(status).toLowerCase()}: there is nothing to decide.`}
          </p>
        )}
      </div>
      {confirmed.map((a) => (
        <p key={a.id} className="mt-3 text-sm text-slate-700">
          Four eyes: approved by {a.requestedByEmail} on <UtcTime value={a.requestedAt} />, confirmed by{" "}
          {a.decidedByEmail} on <UtcTime value={a.decidedAt} />.
        </p>
      ))}
      {decisions.length > 0 && (
        <ol className="mt-4 space-y-2 border-t border-slate-100 pt-3 text-sm">
          {decisions.map((d) => (
            <li key={d.id}>
              <strong>{d.outcome === "approved" ? "Approved" : "Rejected"}</strong> —{" "}
              {reasonLabel(d.outcome, d.reasonCode)} · by {d.reviewerEmail} · <UtcTime value={d.createdAt} />{" "}
              · {d.upstream === "applied" ? "applied by the KYC service" : "recorded here only"}
              {d.note && <p className="mt-0.5 whitespace-pre-wrap text-slate-700">{d.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
