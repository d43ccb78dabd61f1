// The one shape of a submission id: what the service issues passes, anything that could be
// personal data (an e-mail, a name with spaces) is refused with a message saying what to type.
import { describe, expect, it } from "vitest";
import { english, sayMessage } from "../actions/message";
import { issueText } from "../actions/refusal";
import {
  isSubmissionId,
  SubmissionId,
  submissionIdExample,
  submissionIdProblem as problemOf,
} from "./submission-id";

// The problem as an English reader reads it.
const submissionIdProblem = (value: string) => {
  const problem = problemOf(value);
  return problem && sayMessage(english, problem);
};

describe("submission id shape", () => {
  it("accepts the service's UUIDs, the vendor's sample and prefixed fixture ids", () => {
    for (const id of [
      submissionIdExample,
      "0F7D5A52-7C1E-4B8E-9A57-3F0C2D1E9B10",
      "aml-case-0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10",
      // Issued by the service: digits in the hex groups shaped like phone numbers.
      "e3bdde71-dd90-4ab0-9036-de0104917644",
      "0f7d5a52-ab02-4123-8567-3f0c2d1e9b10",
      "01012345-6789-4abc-8def-010123456789",
      "sub-1",
      "e2e_12ab",
      "x".repeat(100),
    ])
      expect(isSubmissionId(id), id).toBe(true);
  });

  it("refuses personal numbers typed where the id goes, but no UUID or fixture id", () => {
    for (const value of [
      "791005-2403154",
      "7910052403154",
      "rrn-791005-2403154",
      // A personal number before a UUID is still read.
      "010-1234-5678-0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10",
      "010-1234-5678",
      "01012345678",
      "02-123-4567",
      "M12345678",
      "m1234567",
    ]) {
      expect(submissionIdProblem(value), value).toMatch(/^That looks like a personal number/);
      expect(isSubmissionId(value), value).toBe(false);
    }
    // A timestamp is not a birth date; UUIDs never hold a 6-digit then 7-digit run.
    for (const id of ["case-1764652345123", "ids-0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10", "M1234567890"])
      expect(isSubmissionId(id), id).toBe(true);
  });

  it("refuses e-mail addresses however written, saying so and what an id looks like", () => {
    for (const value of [
      "alice@example.com",
      "ALICE+kyc@EXAMPLE.COM",
      "alice%40example.com",
      "alice＠example.com",
      "sub-alice@example.com",
    ]) {
      const problem = submissionIdProblem(value);
      expect(problem, value).toMatch(
        /^That is an e-mail address, not a submission id\. A submission id looks like /,
      );
      expect(problem, value).not.toContain("alice"); // the message never repeats what was typed
    }
  });

  it("refuses other text that is not an id, and an empty value, with the expected shape", () => {
    for (const value of [
      "Kim Minsu",
      "../etc/passwd",
      "id.with.dots",
      "-leading-hyphen",
      "x".repeat(101),
      "김민수",
    ])
      expect(submissionIdProblem(value), value).toMatch(
        /^That is not a submission id\. A submission id looks like/,
      );
    expect(submissionIdProblem("")).toMatch(/^Enter the submission id\. A submission id looks like/);
  });

  it("as a zod field: trims, then refuses with the message as the field's error", () => {
    expect(SubmissionId.parse(`  ${submissionIdExample} `)).toBe(submissionIdExample);
    const refused = SubmissionId.safeParse("alice@example.com");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => issueText(i, english))).toEqual([
      expect.stringMatching(/^That is an e-mail address, not a submission id\./),
    ]);
    expect(issueText(SubmissionId.safeParse(42).error!.issues[0]!, english)).toMatch(
      /^Enter the submission id\./,
    );
  });
});
