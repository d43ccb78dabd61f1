// The decision area of a submission: the form while it is pending (for roles that may
// decide), and the decisions recorded in the dashboard, newest first.
import { recordDecisionAction } from "@/lib/decisions/actions";
import { can } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/auth/session";
import { listDecisions } from "@/lib/decisions/decide";
import { reasonLabel } from "@/lib/decisions/reasons";
import { env } from "@/lib/env";
import { DecisionForm } from "./decision-form";
import { UtcTime } from "@/components/ui/utc-time";

export async function DecisionPanel({
  submissionId,
  status,
  actor,
}: {
  submissionId: string;
  status: string;
  actor: Actor;
}) {
  const decisions = await listDecisions(submissionId);
  const mayDecide = status === "pending" && can(actor.role, "submissions:decide");
  return (
    <section aria-labelledby="decision-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="decision-heading" className="text-base font-semibold">
        Decision
      </h2>
      <div className="mt-2">
        {mayDecide ? (
          <DecisionForm
            submissionId={submissionId}
            appliedUpstream={env().kyc.reviewExtension}
            submit={recordDecisionAction}
          />
        ) : (
          <p className="text-sm text-slate-600">
            {status === "pending"
              ? "Your role does not allow deciding."
              : `This submission is ${status}: there is nothing to decide.`}
          </p>
        )}
      </div>
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
