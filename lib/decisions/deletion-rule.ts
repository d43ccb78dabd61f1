// A case whose deletion has been asked for may not be approved: approving it would send the
// applicant's data on its way while a colleague has said it must be erased. Rejection stays
// open (it keeps nothing the deletion would not remove). Pure, so the page shows the same rule
// the server enforces (decide.ts).
import { formatUtc } from "../time";
import type { DecisionOutcome } from "./reasons";

export interface PendingDeletion {
  requestedByEmail: string;
  requestedAt: Date;
}

/** Why approval is closed while this deletion is pending (null when nothing is pending). */
export function deletionPendingText(pending: PendingDeletion | null): string | null {
  if (!pending) return null;
  return `Approval refused: ${pending.requestedByEmail} asked for this case to be deleted on ${formatUtc(pending.requestedAt)} and the deletion is still pending. Reject the case, or have the deletion rejected first.`;
}

/** The refusal of this decision, or null: only an approval is refused, and only while pending. */
export function deletionRefusal(outcome: DecisionOutcome, pending: PendingDeletion | null): string | null {
  return outcome === "approved" ? deletionPendingText(pending) : null;
}
