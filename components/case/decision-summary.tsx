// Says, before the reviewer records it, exactly what the decision sends to the KYC service.
import { reasonLabel } from "@/lib/decisions/reasons";

export function DecisionSummary({
  outcome,
  reasonCode,
  comment,
  appliedUpstream,
  needsSecondReviewer,
}: {
  outcome: "approved" | "rejected" | null;
  reasonCode: string;
  comment: string;
  appliedUpstream: boolean;
  needsSecondReviewer: boolean;
}) {
  let text: string;
  if (!outcome) text = "Choose approve or reject.";
  else if (!appliedUpstream)
    text = "Nothing is sent: the KYC service does not take decisions; it is recorded here only.";
  else if (outcome === "approved" && needsSecondReviewer)
    text =
      "Nothing is sent yet: a High-risk AML match needs a second reviewer, who confirms the approval before it goes to the KYC service.";
  else {
    const what = outcome === "approved" ? "Approved" : "Rejected";
    const sent = comment ? `the comment “${comment}”` : "no comment";
    text = reasonCode
      ? `Sent to the KYC service: ${what}, reason “${reasonLabel(outcome, reasonCode)}”, ${sent}. Your internal note is not sent.`
      : `Choose a reason: it is sent to the KYC service with the decision (${what}, ${sent}). Your internal note is not sent.`;
  }
  return (
    <p
      data-testid="decision-summary"
      className="rounded border border-slate-200 bg-slate-50 p-2 text-slate-700"
    >
      {text}
    </p>
  );
}
