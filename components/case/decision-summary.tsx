// Says, before the reviewer records it, exactly what the decision sends to the KYC service.
import { useTranslations } from "next-intl";
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
  const t = useTranslations("decision.summary");
  let text: string;
  if (!outcome) text = t("chooseOutcome");
  else if (!appliedUpstream) text = t("notSent");
  else if (outcome === "approved" && needsSecondReviewer) text = t("secondReviewer");
  else {
    const what = outcome === "approved" ? t("approved") : t("rejected");
    const sent = comment ? t("comment", { comment }) : t("noComment");
    // The reason goes upstream in English (decide.ts, rejectComment): the summary quotes it as sent.
    text = reasonCode
      ? t("sent", { what, reason: reasonLabel(outcome, reasonCode), sent })
      : t("chooseReason", { what, sent });
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
