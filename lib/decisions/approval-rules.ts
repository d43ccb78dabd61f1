// What may be approved, and with what: the rules a decision is checked against before
// anything is stored or sent. Pure functions of the case as the KYC service reports it and
// the dashboard's verdicts, so the page can show the same rules the server enforces.
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { idCheckOutcome } from "../submissions/attempt-checks";
import { passThresholds } from "./pass-thresholds";
import { english, message, type Message, type Say } from "../actions/message";
import type { MessageValues } from "../actions/words";
import type { DecisionInput } from "./reasons";

export { passThresholds };

function flagsOf(record: SubmissionRecord): Message[] {
  const flags: Message[] = [];
  if (record.aml?.currentstatus === "Red Flag") flags.push(message("decision.flags.aml"));
  const last = record.kyc.attempts?.at(-1);
  if (last?.faceSimilarityScore !== undefined && last.faceSimilarityScore < passThresholds.faceSimilarity)
    flags.push(message("decision.flags.faceSimilarity", { threshold: passThresholds.faceSimilarity }));
  if (last?.livenessScore !== undefined && last.livenessScore < passThresholds.liveness)
    flags.push(message("decision.flags.liveness", { threshold: passThresholds.liveness }));
  if (idCheckOutcome(record.data, last) === "failed") flags.push(message("decision.flags.idCheck"));
  return flags;
}

/** Why a case needs a closer look, in words for the reviewer; empty when nothing stands out. */
export const redFlags = (record: SubmissionRecord, say: Say = english): string[] =>
  flagsOf(record).map((flag) => say(flag.key, flag.values as MessageValues));

export const isHighRisk = (record: SubmissionRecord) => record.aml?.risk_level_summary === "High";

type VerdictOf = (resourceId: string) => string | undefined;

/** A refusal, and the form field it concerns (the note), if any. */
export type Refusal = Message & { field?: "note" };

/** Why this decision may not be recorded, or null. Only approval has conditions. */
export function approvalRefusal(
  input: Pick<DecisionInput, "outcome" | "note">,
  record: SubmissionRecord,
  verdictOf: VerdictOf,
): Refusal | null {
  if (input.outcome !== "approved") return null;
  const matches = (record.aml?.matches ?? []).map((m, i) => ({
    number: i + 1,
    verdict: verdictOf(m.resource_id),
  }));
  const numbers = (pick: (verdict: string | undefined) => boolean) =>
    matches.filter((m) => pick(m.verdict)).map((m) => m.number);
  const open = numbers((v) => v === undefined);
  if (open.length > 0) return message("decision.refusals.noVerdict", { n: open.length, matches: open });
  const awaiting = numbers((v) => v === "awaiting_second");
  if (awaiting.length > 0)
    return message("decision.refusals.awaitingSecond", { n: awaiting.length, matches: awaiting });
  const escalated = numbers((v) => v === "escalate");
  if (escalated.length > 0)
    return message("decision.refusals.escalated", { n: escalated.length, matches: escalated });
  const confirmed = numbers((v) => v === "true_match");
  if (confirmed.length > 0)
    return message("decision.refusals.confirmed", { n: confirmed.length, matches: confirmed });
  const flags = flagsOf(record);
  if (flags.length > 0 && !input.note)
    return { ...message("decision.refusals.noteNeeded", { flags }), field: "note" };
  return null;
}
