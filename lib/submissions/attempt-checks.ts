// What each check of a step 2 attempt found, in words that do not mislead. The interface's
// `verificationResult` is the result of the ID authenticity check, which runs for Korean ID
// cards and driving licences only (docs/kyc-api.md, step 2); the embedded service also writes
// it when the face check fails first. So a failed face match on a passport must read as a face
// mismatch, never as a failed (forged-looking) document check.
import type { ApplicantData, Attempt } from "../../common/kyc-api/schemas";
import { passThresholds } from "../decisions/pass-thresholds";
import { english, type Say } from "../actions/message";

/** The check's name as a label; `say` gives the reader's language (English by default). */
export const idCheckLabel = (say: Say = english) => say("case.checks.idCheckLabel");

export type Tone = "good" | "bad" | "neutral";
export interface CheckWords {
  text: string;
  tone: Tone;
}

const koreanIdTypes = new Set(["government_id", "drivers_license"]);
const korea = new Set(["KOR", "KR"]);

/** Whether the document is one the ID authenticity check applies to. */
export function isKoreanId(data: ApplicantData): boolean {
  const country = data.idcard_issuingCountry?.trim().toUpperCase() ?? "";
  return koreanIdTypes.has(data.idType ?? "") && korea.has(country);
}

// The check's own inputs (docs/kyc-api.md: fullName, idType, issueDate, identityNumber); the
// face check records other keys (face counts, pass marks) on the same attempt.
const idCheckInputs = ["fullName", "idType", "issueDate", "identityNumber"];
const hasIdCheckInputs = (attempt: Attempt) =>
  idCheckInputs.some((key) => attempt.verificationParams?.[key] !== undefined);

/** The face check's finding on one attempt, or null when it passed or was not scored. */
export function faceProblem(attempt: Attempt, say: Say = english): string | null {
  const faces = (key: string) => attempt.verificationParams?.[key];
  const selfieFaces = faces("selfieFaceCount");
  if (selfieFaces === 0) return say("case.checks.noSelfieFace");
  if (typeof selfieFaces === "number" && selfieFaces > 1)
    return say("case.checks.selfieFaces", { count: selfieFaces });
  if (faces("idImageFaceCount") === 0) return say("case.checks.noIdFace");
  const similarity = attempt.faceSimilarityScore;
  if (similarity !== undefined && similarity < passThresholds.faceSimilarity)
    return say("case.checks.faceMismatch", { score: similarity, needed: passThresholds.faceSimilarity });
  const liveness = attempt.livenessScore;
  if (liveness !== undefined && liveness < passThresholds.liveness)
    return say("case.checks.livenessFailed", { score: liveness, needed: passThresholds.liveness });
  return null;
}

/** The face check in words: passed, the problem, or not scored. */
export function faceCheckWords(attempt: Attempt, say: Say = english): CheckWords {
  const problem = faceProblem(attempt, say);
  if (problem) return { text: problem, tone: "bad" };
  if (attempt.faceSimilarityScore === undefined && attempt.livenessScore === undefined)
    return { text: say("case.checks.notScored"), tone: "neutral" };
  return { text: say("case.checks.passed"), tone: "good" };
}

/** Whether the ID authenticity check ran on this attempt, and if so whether it passed. */
export function idCheckOutcome(
  data: ApplicantData,
  attempt: Attempt | undefined,
): "passed" | "failed" | null {
  if (!attempt?.verificationResult || !isKoreanId(data)) return null;
  // Inputs recorded: it ran. Without them (a vendor's bare answer) a result counts only when
  // the face check passed, since the checks stop at the first failure.
  if (!hasIdCheckInputs(attempt) && faceProblem(attempt)) return null;
  return attempt.verificationResult === "success" ? "passed" : "failed";
}

/** The ID authenticity check in words, saying when it did not apply or was not reached. */
export function idCheckWords(
  data: ApplicantData,
  attempt: Attempt | undefined,
  say: Say = english,
): CheckWords {
  if (!isKoreanId(data)) return { text: say("case.checks.idNotApplicable"), tone: "neutral" };
  const outcome = idCheckOutcome(data, attempt);
  if (outcome === "passed") return { text: say("case.checks.passed"), tone: "good" };
  if (outcome === "failed") return { text: say("case.checks.idFailed"), tone: "bad" };
  if (attempt && faceProblem(attempt)) return { text: say("case.checks.idNotReached"), tone: "neutral" };
  return { text: say("case.checks.notRun"), tone: "neutral" };
}
