// The retry rule of step 2: a failure counts one retry; more than `maxRetries` rejects the
// submission with commentCode too_many_retry; a pass makes it pending for manual review.
import type { KycResult } from "../../../common/kyc-api/schemas";
import type { Failure } from "./context";

export const maxRetries = 3;
export const tooManyRetries = {
  comment: "Step 2 was retried more than 3 times",
  commentCode: "too_many_retry",
};

export interface Step2Outcome {
  kycResult: KycResult;
  retryCount: number;
  comment?: string[];
  commentCode?: string[];
}

export function step2Outcome(previousRetries: number, failure: Failure | undefined): Step2Outcome {
  if (!failure) return { kycResult: "pending", retryCount: previousRetries };
  if (!failure.countsAsRetry) return { kycResult: "incomplete", retryCount: previousRetries };
  const retryCount = previousRetries + 1;
  if (retryCount > maxRetries) {
    return {
      kycResult: "rejected",
      retryCount,
      comment: [tooManyRetries.comment],
      commentCode: [tooManyRetries.commentCode],
    };
  }
  return { kycResult: "incomplete", retryCount };
}
