// Turns stored rows into the interface's Submission record (masked), for lists and for
// the single-submission query, which also carries kyc.attempts and aml.
import type { Attempt as AttemptRow, Submission as SubmissionRow } from "../generated/prisma/sqlite/client";
import type { ApplicantData, Attempt, AmlOutcome, SubmissionRecord } from "../../common/kyc-api/schemas";
import { maskIdentityNumber, maskIpAddress } from "./masking";
import { amlSummary } from "../aml/aml-outcome";
import { storedOcrFields } from "../verification/ocr/step1-ocr";

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The ID's expiry: a reviewer's correction if there is one, else what step 1's OCR read off the
 * card (step 2 has no expiry field, so without this the record never carried one).
 */
function expiryOf(row: SubmissionRow): string | null {
  if (row.idExpireDate) return row.idExpireDate;
  const read = storedOcrFields(row.ocr).ocr_expireDate;
  return typeof read === "string" && isoDay.test(read) ? read : null;
}

type Defined<T> = { [K in keyof T]: Exclude<T[K], null | undefined> };

function compact<T extends Record<string, unknown>>(value: T): Partial<Defined<T>> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ""),
  ) as Partial<Defined<T>>;
}

function parseList(json: string | null): string[] | undefined {
  if (!json) return undefined;
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : undefined;
}

export function applicantData(row: SubmissionRow): ApplicantData {
  return compact({
    name: row.name,
    gender: row.gender as ApplicantData["gender"],
    nationality: row.nationality,
    date_of_birth: row.dateOfBirth,
    idType: row.idType as ApplicantData["idType"],
    idcard_issuingCountry: row.issuingCountry,
    idcard_issueDate: row.idIssueDate,
    idcard_expireDate: expiryOf(row),
    identityNumber: row.identityNumber ? maskIdentityNumber(row.identityNumber) : null,
    documentNumber: row.documentNumber,
    address_city: row.addressCity,
    address_country: row.addressCountry,
    address_state: row.addressState,
    address_street: row.addressStreet,
    address_zipcode: row.addressZipcode,
    address_globalCode: row.addressGlobalCode,
    address_compoundCode: row.addressCompoundCode,
    address_formatted: row.addressFormatted,
    address_input: row.addressInput,
    address_detail: row.addressDetail,
    cf1: row.cf1,
    cf2: row.cf2,
    cf3: row.cf3,
    ip_address: row.ipAddress ? maskIpAddress(row.ipAddress) : null,
  });
}

export function attemptRecord(row: AttemptRow): Attempt {
  return compact({
    attemptCnt: row.attemptCnt,
    livenessScore: row.livenessScore,
    faceSimilarityScore: row.faceSimilarityScore,
    verificationParams: row.verificationParams
      ? (JSON.parse(row.verificationParams) as Record<string, unknown>)
      : null,
    verificationResult: row.verificationResult as Attempt["verificationResult"],
    retryMsg: row.retryMsg,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  }) as Attempt;
}

export function submissionRecord(
  row: SubmissionRow,
  detail?: { attempts: AttemptRow[]; aml: AmlOutcome },
): SubmissionRecord {
  const kyc: SubmissionRecord["kyc"] = compact({
    result: row.kycResult as SubmissionRecord["kyc"]["result"],
    comment: parseList(row.comment),
    commentCode: parseList(row.commentCode),
  }) as SubmissionRecord["kyc"];
  if (detail) kyc.attempts = detail.attempts.map(attemptRecord);
  return {
    ...compact({
      submission_id: row.id,
      created_at: row.createdAt.toISOString(),
      email: row.email,
      userid: row.userid,
      applicant_id: row.applicantId,
    }),
    data: applicantData(row),
    kyc,
    // Lists carry the screening's summary; the single-submission query its matches too.
    ...(detail
      ? {
          aml: { ...detail.aml, ...(row.amlChangedAt ? { changed_at: row.amlChangedAt.toISOString() } : {}) },
        }
      : row.amlRiskLevel
        ? { aml: amlSummary(row) }
        : {}),
  } as SubmissionRecord;
}
