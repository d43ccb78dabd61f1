// Address codes, deletion, manual review, and the error body every endpoint shares.
import { z } from "../zod";
import { Gender, IdType, KycResult, isoDate } from "./primitives";

// ---- Address codes, deletion, review ---------------------------------------------

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

/** DELETE's query: the vendor also takes who deleted it (`admin_name`). */
export const DeleteRequest = z.object({
  submission_id: z.string().min(1).max(200),
  admin_name: z.string().trim().min(1).max(200).optional(),
});
export type DeleteRequest = z.infer<typeof DeleteRequest>;

/** The fields a reviewer may correct while reviewing (the vendor's `updateFields`). */
export const ReviewUpdateFields = z.strictObject({
  fullName: z.string().trim().min(1).max(300).optional(),
  gender: Gender.optional(),
  issueDate: isoDate.optional(),
  expireDate: isoDate.optional(),
  birthDate: isoDate.optional(),
  idType: IdType.optional(),
});

/**
 * Manual review in the vendor's shape (`POST /v3/submission/review`): only a pending
 * submission, `rejectComment` required when rejecting, `admin` names the reviewer.
 */
export const ReviewRequest = z
  .object({
    submissionId: z.string().min(1).max(200),
    status: z.enum(["approved", "rejected"]),
    rejectComment: z.string().trim().min(1).max(2000).optional(),
    updateFields: ReviewUpdateFields.optional(),
    admin: z.string().trim().min(1).max(200),
  })
  .refine((review) => review.status !== "rejected" || review.rejectComment !== undefined, {
    path: ["rejectComment"],
    message: "is required when status is rejected",
  });
export type ReviewRequest = z.infer<typeof ReviewRequest>;
/** The vendor's answer; the embedded service adds the applicant_id an approval gives. */
export const ReviewResult = z.looseObject({
  submissionId: z.string().min(1),
  message: z.string(),
  finalStatus: KycResult,
  applicant_id: z.string().optional(),
});
export type ReviewResult = z.infer<typeof ReviewResult>;

// ---- Errors ------------------------------------------------------------------------------

/**
 * The body of any error; the interface defines `message` and, for PreStep2, `errorCode`. The
 * vendor also answers `{ message, statusCode }` and `{ traceId, errorCode, message }`, with
 * codes that may be numbers: read as text.
 */
export const ErrorBody = z.looseObject({
  message: z.string(),
  errorCode: z
    .union([z.string(), z.number()])
    .optional()
    .transform((code) => (code === undefined ? undefined : String(code))),
  statusCode: z.number().int().optional(),
  traceId: z.string().optional(),
});

export const generalErrorMessages: Record<number, string> = {
  400: "Invalid Query String parameters",
  403: "Forbidden",
  413: "Request Entity Too Large",
  500: "Internal Server Error",
  502: "Bad Gateway",
};
