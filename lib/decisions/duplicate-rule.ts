// The approval rule about possible duplicates, beside the AML and red-flag rules
// (approval-rules.ts): a case whose possible duplicates are unresolved, escalated, or resolved
// as anything but "same person, allowed" is not approved. decide() runs the lookup afresh and
// reads the stored group (lib/duplicates/), so the rule holds for every dashboard.
import { approvableOutcomes, outcomeLabel } from "../duplicates/words";

/** Why a case may not be approved because of its possible duplicates, or null. */
export function duplicateRefusal(group: { status: string; outcome: string | null } | null): string | null {
  if (!group || group.status === "clear") return null;
  if (group.status === "open")
    return "Approval refused: this case has possible duplicates without a resolution. Resolve them in the Duplicates section first.";
  if (group.status === "escalated")
    return "Approval refused: the possible duplicates are escalated as suspected fraud. A manager must settle them first.";
  if (!approvableOutcomes.includes(group.outcome ?? ""))
    return `Approval refused: the possible duplicates were resolved as ${outcomeLabel(group.outcome)}.`;
  return null;
}
