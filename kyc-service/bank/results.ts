// PreStep2's answers with the interface's exact messages (docs/kyc-api.md, Errors):
// retry and reject results are HTTP 200; errors are HTTP 400 with `errorCode`.
import type { z } from "zod";
import type { AccountErrorCode, RetryCode } from "../../common/kyc-api/schemas";

type Retry = z.infer<typeof RetryCode>;
type ErrorCode = z.infer<typeof AccountErrorCode>;

const retryMessages: Record<Retry, string> = {
  invalid_bank_code: "This bank code is invalid. Please check bank code",
  failed_to_verify: "Fail to verify the account.",
  unable_to_deposit: "This account is not able to deposit.",
  unable_to_Transfer: "Transfer is currently not possible.",
  transfer_is_processing: "The transfer is being processed.",
  fail_to_request: "fail to send code.",
};

const errorMessages: Record<ErrorCode, string> = {
  invalid_data_format: "data parsing error. please check input data.",
  missing_required_field: "required field is missing.",
  invalid_request_type: "invaild request type.", // sic: the interface's spelling
  not_using_option: "The account verification option is not in use.",
  invalid_submission: "This submission is not invalid.", // sic
  fail_to_request: "fail to request",
  db_processing_error: "db processing error",
  exceeded_transfer_limit: "This account has exceeded the limit of 10 transfers per day.",
};

/** A PreStep2 error: HTTP 400 `{ statusCode, success: false, message, errorCode }`. */
export class AccountVerificationError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    /** Which field or what to fix, beyond the interface's fixed message (sent as `detail`). */
    readonly detail?: string,
    /** For fail_to_request and db_processing_error, the interface appends the error: `<message>: <error>`. */
    reason?: string,
  ) {
    super(reason ? `${errorMessages[errorCode]}: ${reason}` : errorMessages[errorCode]);
  }

  body() {
    return {
      statusCode: 400,
      success: false,
      message: this.message,
      errorCode: this.errorCode,
      ...(this.detail ? { detail: this.detail } : {}),
    };
  }
}

export const success = () => ({
  statusCode: 200 as const,
  success: true as const,
  message: "success" as const,
});

export const retry = (retryCode: Retry, retryCount: number) => ({
  statusCode: 200 as const,
  success: false as const,
  message: retryMessages[retryCode],
  retryCode,
  retryCount,
});

/** Sent once, by the fifth failed try (the interface fixes retryCount at 5). */
export const reject = () => ({
  statusCode: 200 as const,
  success: false as const,
  rejectComment: "too_many_retry" as const,
  retryCount: 5 as const,
});
