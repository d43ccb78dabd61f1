// The KYC interface (../shared/kyc-api.md) as zod schemas: what the typed client validates
// every response against, and what the embedded service's responses are tested against.
// Names the interface leaves open are chosen in docs/decisions/0003-interface-choices.md.
import { z } from "zod";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD");
const alpha3 = z.string().regex(/^[A-Z]{3}$/, "expected an ISO 3166-1 alpha-3 code");

export const kycResults = ["incomplete", "pending", "approved", "rejected"] as const;
export const KycResult = z.enum(kycResults);
export type KycResult = z.infer<typeof KycResult>;

export const idTypes = ["passport", "government_id", "drivers_license"] as const;
export const IdType = z.enum(idTypes);
export type IdType = z.infer<typeof IdType>;

export const Gender = z.enum(["male", "female"]);
export const VerificationResult = z.enum(["success", "fail"]);

export const imageTypes = ["idImage", "selfieImage", "addressImage"] as const;
export const ImageType = z.enum(imageTypes);
export type ImageType = z.infer<typeof ImageType>;

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
 * A list record as the queue reads it: the same answer of GET /v2/submission, validated only
 * in the fields a queue row shows (a strict subset of SubmissionRecord, same rules), the rest
 * dropped. Validating all 2000 full records of a page costs 5-8 ms, a quarter of that here
 * (docs/review-workspace.md); the submission page still reads the full record.
 */
export const SubmissionSummary = z.object({
  submission_id: z.string().min(1),
  created_at: z.string().min(1),
  email: z.string().optional(),
  userid: z.string().optional(),
  data: z
    .object({ name: z.string().optional(), nationality: z.string().optional(), idType: IdType.optional() })
    .default({}),
  kyc: z.object({ result: KycResult, attempts: z.array(z.unknown()).optional() }),
  aml: z
    .object({ risk_level_summary: AmlRiskLevel.optional(), currentstatus: AmlStatus.optional() })
    .optional(),
});
export type SubmissionSummary = z.infer<typeof SubmissionSummary>;

export const SubmissionSummaryList = z.object({
  Items: z.array(SubmissionSummary),
  nextpageKey: PageKey.optional(),
});

export const maxPageSize = 2000;

export const SubmissionQuery = z.object({
  submission_id: z.string().min(1).optional(),
  userid: z.string().min(1).optional(),
  email: z.string().min(1).optional(),
  count: z.number().int().min(1).max(maxPageSize).optional(),
  nextpage: PageKey.optional(),
});
export type SubmissionQuery = z.infer<typeof SubmissionQuery>;

// ---- Duplicates -------------------------------------------------------------------------

export const DuplicateApplicant = z.looseObject({
  submission_id: z.string().min(1),
  email: z.string().optional(),
});
/** Container chosen for the embedded service: `{ Items: [...] }`, as the list endpoint. */
export const DuplicateApplicants = z.object({ Items: z.array(DuplicateApplicant) });
export type DuplicateApplicants = z.infer<typeof DuplicateApplicants>;

// ---- Step 1 ------------------------------------------------------------------------------

export const Step1Fields = z.object({
  issuingCountry: alpha3,
  email: z.email(),
  idType: IdType,
  userid: z.string().max(200).optional(),
  cf1: z.string().max(1000).optional(),
  cf2: z.string().max(1000).optional(),
  cf3: z.string().max(1000).optional(),
});
export type Step1Fields = z.infer<typeof Step1Fields>;

export const ReviewOcrData = z.looseObject({
  ocr_birthDate: z.string().optional(),
  ocr_issueDate: z.string().optional(),
  ocr_expireDate: z.string().optional(),
  ocr_lastName: z.string().optional(),
  ocr_firstName: z.string().optional(),
  ocr_name: z.string().optional(),
  ocr_gender: z.string().optional(),
  ocr_nationality: z.string().optional(),
  ocr_identityNumber: z.string().optional(),
  ocr_licenseNumber: z.string().optional(),
});

export const Step1Result = z.looseObject({
  submissionId: z.string().min(1),
  reviewOCRData: ReviewOcrData.optional(),
  file_upload: z.union([z.literal(true), z.literal("fail")]),
});
export type Step1Result = z.infer<typeof Step1Result>;

// ---- PreStep2 (account verification) ------------------------------------------------------

export const bankCodes = [
  "002",
  "003",
  "004",
  "007",
  "011",
  "012",
  "020",
  "023",
  "027",
  "031",
  "032",
  "034",
  "035",
  "037",
  "039",
  "045",
  "048",
  "050",
  "054",
  "055",
  "057",
  "058",
  "059",
  "060",
  "062",
  "064",
  "067",
  "071",
  "081",
  "088",
  "089",
  "090",
  "20",
  "218",
  "238",
  "240",
  "243",
  "247",
  "261",
  "262",
  "263",
  "264",
  "265",
  "266",
  "267",
  "269",
  "270",
  "278",
  "279",
  "280",
  "287",
  "291",
] as const;

export const AccountVerificationRequest = z.object({
  submissionId: z.string().min(1),
  requestType: z.literal("occupancy"),
  userName: z.string().min(1),
  bankCode: z.string().regex(/^\d+$/, "digits only"),
  accountNumber: z.string().regex(/^\d+$/, "digits only"),
});
export type AccountVerificationRequest = z.infer<typeof AccountVerificationRequest>;

export const retryCodes = [
  "invalid_bank_code",
  "failed_to_verify",
  "unable_to_deposit",
  "unable_to_Transfer",
  "transfer_is_processing",
  "fail_to_request",
] as const;
export const RetryCode = z.enum(retryCodes);

export const accountErrorCodes = [
  "invalid_data_format",
  "missing_required_field",
  "invalid_request_type",
  "not_using_option",
  "invalid_submission",
  "fail_to_request",
  "db_processing_error",
  "exceeded_transfer_limit",
] as const;
export const AccountErrorCode = z.enum(accountErrorCodes);

export const AccountVerificationSuccess = z.object({
  statusCode: z.literal(200),
  success: z.literal(true),
  message: z.literal("success"),
});
export const AccountVerificationRetry = z.object({
  statusCode: z.literal(200),
  success: z.literal(false),
  message: z.string(),
  retryCode: RetryCode,
  retryCount: z.number().int().min(0),
});
export const AccountVerificationReject = z.object({
  statusCode: z.literal(200),
  success: z.literal(false),
  rejectComment: z.literal("too_many_retry"),
  retryCount: z.literal(5),
  message: z.string().optional(),
});
export const AccountVerificationError = z.object({
  statusCode: z.literal(400).optional(),
  success: z.literal(false),
  message: z.string(),
  errorCode: AccountErrorCode,
});
export const AccountVerificationResult = z.union([
  AccountVerificationSuccess,
  AccountVerificationReject,
  AccountVerificationRetry,
]);
export type AccountVerificationResult = z.infer<typeof AccountVerificationResult>;

/** Extension of the embedded service (not in the published interface): the simulated bank's statement. */
export const SimulatedBankStatement = z.object({
  bankCode: z.string(),
  accountNumber: z.string(),
  transactions: z.array(
    z.object({ amount: z.number().int(), depositorName: z.string(), createdAt: z.string() }),
  ),
});
export type SimulatedBankStatement = z.infer<typeof SimulatedBankStatement>;

// ---- Step 2 -------------------------------------------------------------------------------

export const Step2Fields = z.object({
  submissionId: z.string().min(1),
  name: z.string().trim().min(1).max(300),
  date_of_birth: isoDate,
  gender: Gender.optional(),
  nationality: alpha3.optional(),
  identity_number: z.string().max(40).optional(),
  license_number: z.string().max(40).optional(),
  serial_number: z
    .string()
    .regex(/^\d{6}$/, "expected 6 digits")
    .optional(),
  date_of_issue: isoDate.optional(),
  address_street: z.string().max(500).optional(),
  address_city: z.string().max(200).optional(),
  address_state: z.string().max(200).optional(),
  address_zipcode: z.string().max(40).optional(),
  address_country: alpha3.optional(),
  globalCode: z.string().max(40).optional(),
  compoundCode: z.string().max(200).optional(),
  formatted_address: z.string().max(500).optional(),
  address_input: z.string().max(500).optional(),
  address_detail: z.string().max(500).optional(),
  /** The PreStep2 verification code (the interface does not name this parameter). */
  account_code: z.string().max(10).optional(),
});
export type Step2Fields = z.infer<typeof Step2Fields>;

export const Step2Result = z.looseObject({
  kycStatus: KycResult,
  faceSimilarityScore: z.number().int().min(0).max(100).optional(),
  livenessScore: z.number().int().min(0).max(100).optional(),
  verificationResult: VerificationResult.optional(),
  retryCount: z.number().int().min(0),
  message: z.string().optional(),
});
export type Step2Result = z.infer<typeof Step2Result>;

// ---- Address codes, deletion, review extension ---------------------------------------------

export const AddressCodeRequest = z.object({
  address: z.string().trim().min(1).max(500),
  language: z.string().max(10).optional(),
});
export const AddressCodeResult = z.object({
  formatted_address: z.string(),
  compound_code: z.string(),
  global_code: z.string(),
});
export type AddressCodeResult = z.infer<typeof AddressCodeResult>;

export const DeleteResult = z.object({ message: z.literal("success"), content: z.string() });
export type DeleteResult = z.infer<typeof DeleteResult>;

/** Extension (not in the published interface): manual review of a pending submission. */
export const ReviewRequest = z.object({
  submission_id: z.string().min(1),
  result: z.enum(["approved", "rejected"]),
  comment: z.string().max(2000).optional(),
  commentCode: z.string().max(100).optional(),
});
export type ReviewRequest = z.infer<typeof ReviewRequest>;
export const ReviewResult = z.looseObject({
  submission_id: z.string(),
  result: KycResult,
  applicant_id: z.string().optional(),
});

// ---- Errors ------------------------------------------------------------------------------

/** The body of any error; the interface defines `message` and, for PreStep2, `errorCode`. */
export const ErrorBody = z.looseObject({ message: z.string(), errorCode: z.string().optional() });

export const generalErrorMessages: Record<number, string> = {
  400: "Invalid Query String parameters",
  403: "Forbidden",
  413: "Request Entity Too Large",
  500: "Internal Server Error",
  502: "Bad Gateway",
};
