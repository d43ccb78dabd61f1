// The words reviewers see for a group's state and outcome: no code names on screen.

export const resolutionChoices = {
  same_person: "Same person, allowed (for example a re-verification)",
  different_person: "Not the same person: a namesake (the photos and documents differ)",
  duplicate_account: "Duplicate account: the business allows one per person",
  suspected_fraud: "Suspected fraud: escalate to a manager",
} as const;
export type Resolution = keyof typeof resolutionChoices;

/** What a manager may settle an escalated group as. */
export const settlementChoices = {
  same_person: "Not fraud: the same person, allowed",
  duplicate_account: "Not fraud, but a duplicate account: reject this case",
  fraud_confirmed: "Fraud confirmed: reject this case",
} as const;
export type Settlement = keyof typeof settlementChoices;

/** Outcomes after which the case may still be approved. */
export const approvableOutcomes: readonly string[] = ["same_person", "different_person"];

const outcomeWords: Record<string, string> = {
  same_person: "same person, allowed",
  different_person: "not the same person",
  duplicate_account: "duplicate account",
  suspected_fraud: "suspected fraud, escalated to a manager",
  fraud_confirmed: "fraud confirmed",
};

export const outcomeLabel = (outcome: string | null) =>
  outcome ? (outcomeWords[outcome] ?? "recorded") : "not resolved";

export function groupStateWords(group: { status: string; outcome: string | null }): string {
  switch (group.status) {
    case "clear":
      return "none found";
    case "open":
      return "awaiting a resolution";
    case "escalated":
      return "suspected fraud: awaiting a manager";
    default:
      return `resolved: ${outcomeLabel(group.outcome)}`;
  }
}
