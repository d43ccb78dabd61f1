// PreStep2, the optional bank-account verification: its request, the bank codes and the
// four shapes of its answer.
import { z } from "../zod";

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
