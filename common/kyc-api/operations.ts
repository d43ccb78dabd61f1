// Address codes, deletion, the review extension, and the error body every endpoint shares.
import { z } from "zod";
import { KycResult } from "./primitives";

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
