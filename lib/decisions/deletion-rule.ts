// A case whose deletion has been asked for may not be approved: approving it would send the
// applicant's data on its way while a colleague has said it must be erased. Rejection stays
// open (it keeps nothing the deletion would not remove). Pure, so the page shows the same rule
// the server enforces (decide.ts).
import { english, message, type Message, type Say } from "../actions/message";
import { formatUtc } from "../time";
import type { DecisionOutcome } from "./reasons";

export interface PendingDeletion {
  requestedByEmail: string;
  requestedAt: Date;
}

/**
 * Why approval is closed while this deletion is pending (null when nothing is pending), in the
 * reader's words (`say`) with the time as `time` writes it (UTC by default).
 */
export function deletionPendingText(
  pending: PendingDeletion | null,
  say: Say = english,
  time: (at: Date) => string = (at) => formatUtc(at),
): string | null {
  if (!pending) return null;
  return say("decision.refusals.deletionPending", {
    who: pending.requestedByEmail,
    time: time(pending.requestedAt),
  });
}

/** The refusal of this decision, or null: only an approval is refused, and only while pending. */
export function deletionRefusal(outcome: DecisionOutcome, pending: PendingDeletion | null): Message | null {
  if (outcome !== "approved" || !pending) return null;
  return message("decision.refusals.deletionPending", {
    who: pending.requestedByEmail,
    time: formatUtc(pending.requestedAt),
  });
}
