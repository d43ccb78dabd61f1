// The approval rule about possible duplicates, beside the AML and red-flag rules
// (approval-rules.ts): a case whose possible duplicates are unresolved, escalated, or resolved
// as anything but "same person, allowed" is not approved. decide() runs the lookup afresh and
// reads the stored group (lib/duplicates/), so the rule holds for every dashboard.
import { approvableOutcomes, outcomeMessage } from "../duplicates/words";
import { message, type Message } from "../actions/message";

/** Why a case may not be approved because of its possible duplicates, or null. */
export function duplicateRefusal(group: { status: string; outcome: string | null } | null): Message | null {
  if (!group || group.status === "clear") return null;
  if (group.status === "open") return message("decision.refusals.duplicatesOpen");
  if (group.status === "escalated") return message("decision.refusals.duplicatesEscalated");
  if (!approvableOutcomes.includes(group.outcome ?? ""))
    return message("decision.refusals.duplicatesResolved", { outcome: [outcomeMessage(group.outcome)] });
  return null;
}
