// The words reviewers see for a group's state and outcome: no code names on screen. The state
// and outcome words are the catalogues' values.duplicateGroup (English by default; a translated
// screen passes its `say`).
import en from "../../messages/en.json";
import { english, message, type Message, type Say } from "../actions/message";

// The choices' words are the catalogues' case.duplicates.resolve and .settle (English here).
export const resolutionChoices = en.case.duplicates.resolve.choices;
export type Resolution = keyof typeof resolutionChoices;

/** What a manager may settle an escalated group as. */
export const settlementChoices = en.case.duplicates.settle.choices;
export type Settlement = keyof typeof settlementChoices;

/** Outcomes after which the case may still be approved. */
export const approvableOutcomes: readonly string[] = ["same_person", "different_person"];

const outcomes = [
  "same_person",
  "different_person",
  "duplicate_account",
  "suspected_fraud",
  "fraud_confirmed",
] as const;
const isOutcome = (o: string): o is (typeof outcomes)[number] => (outcomes as readonly string[]).includes(o);

/** An outcome's words as a catalogue message (said later in the reader's language). */
export const outcomeMessage = (outcome: string | null): Message =>
  outcome
    ? isOutcome(outcome)
      ? message(`values.duplicateGroup.outcome.${outcome}`)
      : message("values.duplicateGroup.recorded")
    : message("values.duplicateGroup.notResolved");

export const outcomeLabel = (outcome: string | null, say: Say = english) => say(outcomeMessage(outcome).key);

export function groupStateWords(
  group: { status: string; outcome: string | null },
  say: Say = english,
): string {
  switch (group.status) {
    case "clear":
      return say("values.duplicateGroup.clear");
    case "open":
      return say("values.duplicateGroup.open");
    case "escalated":
      return say("values.duplicateGroup.escalated");
    default:
      return say("values.duplicateGroup.resolved", { outcome: outcomeLabel(group.outcome, say) });
  }
}
