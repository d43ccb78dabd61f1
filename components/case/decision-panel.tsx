// The decision area of a case: a waiting four-eyes approval, the form while the case is
// pending (for roles that may decide), and the decisions recorded here, newest first. Read by
// the case loader (lib/submissions/case-decision.ts); this only displays.
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { useSay } from "@/components/i18n/use-value-words";
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
import { formatUtc } from "@/lib/time";
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
  const t = useTranslations("decision.panel");
  const say = useSay();
  const local = { locale: useLocale(), timeZone: useTimeZone() ?? "UTC" };
  const time = (at: Date) => <UtcTime value={at} local={local} />;
  const id = record.submission_id;
  const status = record.kyc.result;
  const { decisions, waiting, confirmed, standing, fourEyes, appliedUpstream } = area;
  const approvalClosed = deletionPendingText(deletion, say, (at) => formatUtc(at, { local }));
  // A new verdict changes what the rules say: the form drops a refusal it showed before.
  const rulesKey = [...verdicts.entries()].map(([match, v]) => `${match}:${v.createdAt.getTime()}`).join(",");
  const holder = caseHolder && caseHolder.id !== actor.id ? caseHolder : null;
  // A decision recorded here (or not yet applied upstream) leaves the upstream pending: it stands.
  const mayDecide = status === "pending" && !standing && can(actor.role, "submissions:decide");
  return (
    <section aria-labelledby="decision-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="decision-heading" tabIndex={-1} className="text-base font-semibold outline-none">
        {t("heading")}
      </h2>
      {approvalClosed && status === "pending" && (
        <p
          id="deletion-pending-decision"
          className="mt-2 rounded border border-rose-300 bg-rose-50 p-2 text-sm text-rose-950"
        >
          {t.rich("deletionPending", {
            strong: (chunks) => <strong>{chunks}</strong>,
            who: deletion!.requestedByEmail,
            time: () => time(deletion!.requestedAt),
          })}
        </p>
      )}
      {waiting && status === "pending" && (
        <div className="mt-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p>
            {t.rich("waiting", {
              strong: (chunks) => <strong>{chunks}</strong>,
              who: waiting.requestedByEmail,
              reason: reasonLabel("approved", waiting.reasonCode, say),
              time: () => time(waiting.requestedAt),
            })}
          </p>
          {waiting.note && (
            <p className="mt-1 whitespace-pre-wrap">{t("waitingNote", { note: waiting.note })}</p>
          )}
          {mayDecide && (waiting.requestedById !== actor.id || !fourEyes) ? (
            <ConfirmApproval approvalId={waiting.id} submissionId={id} submit={confirmApprovalAction} />
          ) : (
            <p className="mt-1">{t("anotherMustConfirm")}</p>
          )}
        </div>
      )}
      <div className="mt-2">
        {mayDecide ? (
          <DecisionForm
            submissionId={id}
            appliedUpstream={appliedUpstream}
            redFlags={redFlags(record, say)}
            needsSecondReviewer={isHighRisk(record) && fourEyes}
            holder={holder}
            approvalClosed={approvalClosed}
            rulesKey={rulesKey}
            submit={recordDecisionAction}
          />
        ) : (
          <p className="text-sm text-slate-600">
            {status !== "pending"
              ? t("nothingToDecide", { status })
              : standing
                ? t.rich("standing", {
                    outcome: standing.outcome,
                    who: standing.reviewerEmail,
                    time: () => time(standing.createdAt),
                  })
                : t("roleCannot")}
          </p>
        )}
      </div>
      {confirmed.map((a) => (
        <p key={a.id} className="mt-3 text-sm text-slate-700">
          {t.rich("fourEyes", {
            first: a.requestedByEmail,
            second: a.decidedByEmail ?? "—",
            firstTime: () => time(a.requestedAt),
            secondTime: () => <UtcTime value={a.decidedAt} local={local} />,
          })}
        </p>
      ))}
      {decisions.length > 0 && (
        <ol className="mt-4 space-y-2 border-t border-slate-100 pt-3 text-sm">
          {decisions.map((d) => (
            <li key={d.id}>
              <strong>{d.outcome === "approved" ? t("approved") : t("rejected")}</strong> —{" "}
              {reasonLabel(d.outcome, d.reasonCode, say)} · {t("by", { who: d.reviewerEmail })} ·{" "}
              <UtcTime value={d.createdAt} local={local} /> ·{" "}
              {d.upstream === "applied" ? t("applied") : t("recordedOnly")}
              {d.note && <p className="mt-0.5 whitespace-pre-wrap text-slate-700">{d.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
