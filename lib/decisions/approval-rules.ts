// What may be approved, and with what: the rules a decision is checked against before
// anything is stored or sent. Pure functions of the case as the KYC service reports it and
// the dashboard's verdicts, so the page can show the same rules the server enforces.
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { idCheckOutcome } from "../submissions/attempt-checks";
import { passThresholds } from "./pass-thresholds";
import type { DecisionInput } from "./reasons";

export { passThresholds };

/** Why a case needs a closer look, in words for the reviewer; empty when nothing stands out. */
export function redFlags(record: SubmissionRecord): string[] {
  const flags: string[] = [];
  if (record.aml?.currentstatus === "Red Flag") flags.push("AML red flag");
  const last = record.kyc.attempts?.at(-1);
  if (last?.faceSimilarityScore !== undefined && last.faceSimilarityScore < passThresholds.faceSimilarity)
    flags.push(`face similarity below ${passThresholds.faceSimilarity}`);
  if (last?.livenessScore !== undefined && last.livenessScore < passThresholds.liveness)
    flags.push(`liveness below ${passThresholds.liveness}`);
  if (idCheckOutcome(record.data, last) === "failed") flags.push("ID authenticity check did not pass");
  return flags;
}

export const isHighRisk = (record: SubmissionRecord) => record.aml?.risk_level_summary === "High";

export const noteNeeded = "Write a note: approving a case with a red flag needs one";

type VerdictOf = (resourceId: string) => string | undefined;

const listOf = (numbers: number[]) =>
  numbers.length === 1
    ? `match ${numbers[0]}`
    : `matches ${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;

/** Why this decision may not be recorded, or null. Only approval has conditions. */
export function approvalRefusal(
  input: Pick<DecisionInput, "outcome" | "note">,
  record: SubmissionRecord,
  verdictOf: VerdictOf,
): string | null {
  if (input.outcome !== "approved") return null;
  const matches = (record.aml?.matches ?? []).map((m, i) => ({
    number: i + 1,
    verdict: verdictOf(m.resource_id),
  }));
  const open = matches.filter((m) => m.verdict === undefined).map((m) => m.number);
  if (open.length > 0)
    return `Approval refused: AML ${listOf(open)} ${open.length === 1 ? "has" : "have"} no verdict yet. Mark each as a true match, a false positive or escalate it first.`;
  const escalated = matches.filter((m) => m.verdict === "escalate").map((m) => m.number);
  if (escalated.length > 0)
    return `Approval refused: AML ${listOf(escalated)} ${escalated.length === 1 ? "is" : "are"} escalated and not yet resolved.`;
  const confirmed = matches.filter((m) => m.verdict === "true_match").map((m) => m.number);
  if (confirmed.length > 0)
    return `Approval refused: AML ${listOf(confirmed)} ${confirmed.length === 1 ? "is" : "are"} confirmed as the listed person.`;
  const flags = redFlags(record);
  if (flags.length > 0 && !input.note) return `${noteNeeded} (${flags.join(", ")}).`;
  return null;
}
