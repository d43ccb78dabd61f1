import { describe, expect, it } from "vitest";
import { step2Outcome } from "./outcome";

const failure = { message: "No face was detected in the selfie", countsAsRetry: true };

describe("step 2 retry rule", () => {
  it("passes to pending without touching the retry count", () => {
    expect(step2Outcome(2, undefined)).toEqual({ kycResult: "pending", retryCount: 2 });
  });
  it("counts failures as retries and stays incomplete up to three", () => {
    expect(step2Outcome(0, failure)).toEqual({ kycResult: "incomplete", retryCount: 1 });
    expect(step2Outcome(2, failure)).toEqual({ kycResult: "incomplete", retryCount: 3 });
  });
  it("rejects with too_many_retry once retries exceed three", () => {
    expect(step2Outcome(3, failure)).toEqual({
      kycResult: "rejected",
      retryCount: 4,
      comment: ["Step 2 was retried more than 3 times"],
      commentCode: ["too_many_retry"],
    });
  });
  it("does not count a failure of the service itself", () => {
    expect(step2Outcome(1, { message: "try again", countsAsRetry: false })).toEqual({
      kycResult: "incomplete",
      retryCount: 1,
    });
  });
});
