// The facts a reviewer reads first, each with a tone: the strip at the top of the case.
// A pure function of the record, so it is tested without a service.
import type { Attempt, SubmissionRecord } from "../../common/kyc-api/schemas";
import { passThresholds } from "../decisions/pass-thresholds";
import { idCheckLabel, idCheckWords, isKoreanId, type Tone } from "./attempt-checks";
import { amlStatusWords, statusWords } from "./words";

export type { Tone };
export interface SummaryItem {
  label: string;
  value: string;
  tone: Tone;
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})/;
const dayOf = (text: string | undefined) => {
  const m = text ? isoDay.exec(text) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
};

function score(label: string, value: number | undefined, threshold: number): SummaryItem {
  if (value === undefined) return { label, value: "not computed", tone: "neutral" };
  const pass = value >= threshold;
  return { label, value: `${value} (pass ≥ ${threshold})`, tone: pass ? "good" : "bad" };
}

function idCheckItem(record: SubmissionRecord, last: Attempt | undefined) {
  const words = idCheckWords(record.data, last);
  return { value: words.text, tone: words.tone };
}

export function caseSummary(
  record: SubmissionRecord,
  unresolvedHits: number,
  now = new Date(),
): SummaryItem[] {
  const last = record.kyc.attempts?.at(-1);
  const aml = record.aml;
  const amlValue = !aml
    ? "no result"
    : `${amlStatusWords(aml.currentstatus)}${aml.risk_level_summary && aml.risk_level_summary !== "Not Screened" ? `, risk ${aml.risk_level_summary}` : ""}${unresolvedHits > 0 ? `, ${unresolvedHits} without verdict` : ""}`;
  const expiry = dayOf(record.data.idcard_expireDate);
  const birth = dayOf(record.data.date_of_birth);
  let age: number | null = null;
  if (birth) {
    age = now.getUTCFullYear() - birth.getUTCFullYear();
    const birthdayPassed =
      now.getUTCMonth() > birth.getUTCMonth() ||
      (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() >= birth.getUTCDate());
    if (!birthdayPassed) age -= 1;
  }
  return [
    { label: "Status", value: statusWords(record.kyc.result), tone: "neutral" },
    score("Face similarity", last?.faceSimilarityScore, passThresholds.faceSimilarity),
    score("Liveness", last?.livenessScore, passThresholds.liveness),
    isKoreanId(record.data)
      ? { label: idCheckLabel, ...idCheckItem(record, last) }
      : { label: "ID authenticity check", value: "does not apply (Korean IDs only)", tone: "neutral" },
    { label: "AML", value: amlValue, tone: aml?.currentstatus === "Red Flag" ? "bad" : "neutral" },
    {
      label: "ID expiry",
      value: expiry
        ? `${expiry < now ? "expired" : "valid until"} ${expiry.toISOString().slice(0, 10)}`
        : (record.data.idcard_expireDate ?? "not given"),
      tone: expiry ? (expiry < now ? "bad" : "good") : "neutral",
    },
    {
      label: "Applicant's age",
      value: age === null ? "unknown" : String(age),
      tone: age !== null && age < 18 ? "bad" : "neutral",
    },
    { label: "Attempts", value: String(record.kyc.attempts?.length ?? "not given"), tone: "neutral" },
  ];
}
