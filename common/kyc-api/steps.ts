// Step 1 (ID upload) and step 2 (selfie): the form fields and the answers.
import { z } from "../zod";
import { Gender, IdType, KycResult, VerificationResult, alpha3, isoDate } from "./primitives";

// ---- Step 1 ------------------------------------------------------------------------------

export const Step1Fields = z.object({
  issuingCountry: alpha3,
  /** 254: the longest address SMTP can carry (RFC 5321's 256-octet path less its brackets). */
  email: z.email().max(254),
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

// ---- Step 2 -------------------------------------------------------------------------------

export const Step2Fields = z.object({
  submissionId: z.string().min(1).max(200),
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
