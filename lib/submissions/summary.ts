// The facts a reviewer reads first, each with a tone: the strip at the top of the case.
// A pure function of the record, so it is tested without a service.
import type { Attempt, SubmissionRecord } from "../../common/kyc-api/schemas";
import { passThresholds } from "../decisions/pass-thresholds";
import { english, type Say } from "../actions/message";
import { isKycResult, isRisk, riskKeys } from "../i18n/value-keys";
import { idCheckLabel, idCheckWords, isKoreanId, type Tone } from "./attempt-checks";

export type { Tone };
export interface SummaryItem {
  /** Stable across languages (a React key, a test's handle). */
  key: string;
  label: string;
  value: string;
  tone: Tone;
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})/;
const dayOf = (text: string | undefined) => {
  const m = text ? isoDay.exec(text) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
};

function score(say: Say, key: "faceSimilarity" | "liveness", value: number | undefined, threshold: number) {
  const label = say(`case.summary.${key}`);
  if (value === undefined)
    return { key, label, value: say("case.summary.notComputed"), tone: "neutral" } as const;
  const pass = value >= threshold;
  return {
    key,
    label,
    value: say("case.summary.score", { score: value, threshold }),
    tone: pass ? "good" : "bad",
  } as const;
}

function idCheckItem(record: SubmissionRecord, last: Attempt | undefined, say: Say) {
  const words = idCheckWords(record.data, last, say);
  return { value: words.text, tone: words.tone };
}

/** The AML status in full words ("Possible match on a sanctions or watch list"). */
export function amlStatusText(status: string | undefined, say: Say): string {
  if (!status) return say("values.amlLong.clear");
  if (status === "Red Flag") return say("values.amlLong.redFlag");
  if (status === "Not Screened") return say("values.amlLong.notScreened");
  return status;
}

export function caseSummary(
  record: SubmissionRecord,
  hits: { open: number; awaitingSecond: number },
  now = new Date(),
  say: Say = english,
): SummaryItem[] {
  const last = record.kyc.attempts?.at(-1);
  const aml = record.aml;
  const risk =
    aml?.risk_level_summary && aml.risk_level_summary !== "Not Screened" ? aml.risk_level_summary : null;
  const amlParts = aml
    ? [
        amlStatusText(aml.currentstatus, say),
        risk ? say("case.summary.risk", { risk: riskWord(risk, say) }) : null,
        hits.open > 0 ? say("case.summary.withoutVerdict", { count: hits.open }) : null,
        hits.awaitingSecond > 0 ? say("case.summary.awaitingSecond", { count: hits.awaitingSecond }) : null,
      ]
    : [];
  const amlValue = aml ? amlParts.filter(Boolean).join(", ") : say("case.summary.noResult");
  const status = record.kyc.result;
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
  const day = expiry?.toISOString().slice(0, 10);
  return [
    {
      key: "status",
      label: say("case.summary.status"),
      value: isKycResult(status) ? say(`values.statusLong.${status}`) : status,
      tone: "neutral",
    },
    score(say, "faceSimilarity", last?.faceSimilarityScore, passThresholds.faceSimilarity),
    score(say, "liveness", last?.livenessScore, passThresholds.liveness),
    isKoreanId(record.data)
      ? { key: "idCheck", label: idCheckLabel(say), ...idCheckItem(record, last, say) }
      : {
          key: "idCheck",
          label: say("case.summary.idCheck"),
          value: say("case.summary.idCheckNotApplicable"),
          tone: "neutral",
        },
    {
      key: "aml",
      label: say("case.summary.aml"),
      value: amlValue,
      tone: aml?.currentstatus === "Red Flag" ? "bad" : "neutral",
    },
    {
      key: "idExpiry",
      label: say("case.summary.idExpiry"),
      value: expiry
        ? say(expiry < now ? "case.summary.expired" : "case.summary.validUntil", { day: day! })
        : (record.data.idcard_expireDate ?? say("case.summary.notGiven")),
      tone: expiry ? (expiry < now ? "bad" : "good") : "neutral",
    },
    {
      key: "age",
      label: say("case.summary.age"),
      value: age === null ? say("case.summary.unknown") : String(age),
      tone: age !== null && age < 18 ? "bad" : "neutral",
    },
    {
      key: "attempts",
      label: say("case.summary.attempts"),
      value: String(record.kyc.attempts?.length ?? say("case.summary.notGiven")),
      tone: "neutral",
    },
  ];
}

const riskWord = (risk: string, say: Say) => (isRisk(risk) ? say(`values.risk.${riskKeys[risk]}`) : risk);
