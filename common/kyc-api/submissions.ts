// Submission records as the query endpoints answer them: the full record, the list page (and
// its records unchecked, for the case index's sync), the list query, and duplicates.
import { z } from "../zod";
import { Gender, IdType, KycResult, VerificationResult, isoDate } from "./primitives";

// ---- Submission record ------------------------------------------------------------------

/** Upstream records may omit any applicant field; unknown extra fields are kept. */
export const ApplicantData = z.looseObject({
  name: z.string().optional(),
  gender: Gender.optional(),
  nationality: z.string().optional(),
  date_of_birth: z.string().optional(),
  idType: IdType.optional(),
  idcard_issuingCountry: z.string().optional(),
  idcard_issueDate: z.string().optional(),
  idcard_expireDate: z.string().optional(),
  identityNumber: z.string().optional(),
  documentNumber: z.string().optional(),
  address_city: z.string().optional(),
  address_country: z.string().optional(),
  address_state: z.string().optional(),
  address_street: z.string().optional(),
  address_zipcode: z.string().optional(),
  address_globalCode: z.string().optional(),
  address_compoundCode: z.string().optional(),
  address_formatted: z.string().optional(),
  address_input: z.string().optional(),
  address_detail: z.string().optional(),
  cf1: z.string().optional(),
  cf2: z.string().optional(),
  cf3: z.string().optional(),
  ip_address: z.string().optional(),
});
export type ApplicantData = z.infer<typeof ApplicantData>;

export const Attempt = z.looseObject({
  attemptCnt: z.number().int().min(1),
  livenessScore: z.number().int().min(0).max(100).optional(),
  faceSimilarityScore: z.number().int().min(0).max(100).optional(),
  verificationParams: z.record(z.string(), z.unknown()).optional(),
  verificationResult: VerificationResult.optional(),
  retryMsg: z.string().optional(),
  error: z.string().optional(),
  /** Extension of the embedded service (the interface shows no time): when the attempt ran. */
  created_at: z.string().optional(),
});
export type Attempt = z.infer<typeof Attempt>;

export const KycOutcome = z.looseObject({
  result: KycResult,
  comment: z.array(z.string()).optional(),
  commentCode: z.array(z.string()).optional(),
  attempts: z.array(Attempt).optional(),
});

export const AmlRiskLevel = z.enum(["Not Screened", "High", "Medium", "Low"]);
export const AmlStatus = z.enum(["Not Screened", "Red Flag"]);

/** Only resource_id is published; the embedded service adds the fields a reviewer needs. */
export const AmlMatch = z.looseObject({ resource_id: z.string().min(1) });
export type AmlMatch = z.infer<typeof AmlMatch>;

export const AmlOutcome = z.looseObject({
  risk_level_summary: AmlRiskLevel.optional(),
  currentstatus: AmlStatus.optional(),
  matches: z.array(AmlMatch).optional(),
  /** Addition of the embedded service: when the result last changed (a re-screen after a list import). */
  changed_at: z.string().optional(),
  /** Addition of the embedded service, single-submission query only: the result before that change. */
  previous: z
    .looseObject({
      risk_level_summary: AmlRiskLevel.optional(),
      currentstatus: AmlStatus.optional(),
      matches: z.array(AmlMatch).optional(),
      lists: z.array(z.string()).optional(),
    })
    .optional(),
});
export type AmlOutcome = z.infer<typeof AmlOutcome>;

export const SubmissionRecord = z.looseObject({
  submission_id: z.string().min(1),
  created_at: z.string().min(1),
  email: z.string().optional(),
  userid: z.string().optional(),
  applicant_id: z.string().optional(),
  data: ApplicantData.default({}),
  kyc: KycOutcome,
  aml: AmlOutcome.optional(),
});
export type SubmissionRecord = z.infer<typeof SubmissionRecord>;

export const PageKey = z.object({ id: z.string().min(1), created_at: z.string().min(1) });
export type PageKey = z.infer<typeof PageKey>;

export const SubmissionList = z.object({
  Items: z.array(SubmissionRecord),
  nextpageKey: PageKey.optional(),
});
export type SubmissionList = z.infer<typeof SubmissionList>;

/**
 * A list page whose records are checked one by one by the reader (the case index's sync), so
 * one malformed record is passed over instead of failing the page.
 */
export const SubmissionListPage = z.object({
  Items: z.array(z.unknown()),
  nextpageKey: PageKey.optional(),
});
export type SubmissionListPage = z.infer<typeof SubmissionListPage>;

export const maxPageSize = 2000;

export const SubmissionQuery = z.object({
  submission_id: z.string().min(1).max(200).optional(),
  userid: z.string().min(1).max(200).optional(),
  email: z.string().min(1).max(254).optional(),
  count: z.number().int().min(1).max(maxPageSize).optional(),
  nextpage: PageKey.optional(),
  /** Created on or after this UTC day, YYYY-MM-DD (the vendor's `start_date`). */
  start_date: isoDate.optional(),
  /** Created on or before this UTC day, YYYY-MM-DD (the vendor's `end_date`). */
  end_date: isoDate.optional(),
  /** Addition of the embedded service: only records whose AML result changed at or after this time. */
  aml_changed_since: z.string().datetime().optional(),
});
export type SubmissionQuery = z.infer<typeof SubmissionQuery>;

// ---- Duplicates -------------------------------------------------------------------------

export const DuplicateApplicant = z.looseObject({
  submission_id: z.string().min(1),
  /** What the submissions share (the vendor's field; its values are not published). */
  duplicated_information: z.union([z.string(), z.array(z.string())]).optional(),
  email: z.string().optional(),
});
export type DuplicateApplicant = z.infer<typeof DuplicateApplicant>;
/**
 * The vendor answers a bare array (docs/vendor-differences.md); `{ Items: [...] }` was this
 * service's earlier container (docs/decisions/0003). Both are read as the array.
 */
export const DuplicateApplicants = z
  .union([z.array(DuplicateApplicant), z.object({ Items: z.array(DuplicateApplicant) })])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.Items));
export type DuplicateApplicants = z.infer<typeof DuplicateApplicants>;
