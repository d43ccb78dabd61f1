import { describe, expect, it } from "vitest";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { caseSummary } from "./summary";

const record = (overrides: Partial<SubmissionRecord> = {}): SubmissionRecord =>
  ({
    submission_id: "s1",
    created_at: "2026-01-01T00:00:00.000Z",
    data: { date_of_birth: "2010-06-15", idcard_expireDate: "2026-03-01" },
    kyc: {
      result: "pending",
      attempts: [{ attemptCnt: 1, faceSimilarityScore: 92, livenessScore: 30, verificationResult: "fail" }],
    },
    aml: { currentstatus: "Red Flag", risk_level_summary: "High", matches: [{ resource_id: "r1" }] },
    ...overrides,
  }) as SubmissionRecord;

const none = { open: 0, awaitingSecond: 0 };

const byLabel = (items: ReturnType<typeof caseSummary>) => {
  const map = Object.fromEntries(items.map((i) => [i.label, i]));
  return (label: string) => map[label] ?? { label, value: "(missing)", tone: "neutral" };
};

describe("the case summary strip", () => {
  it("reads the latest attempt against the pass thresholds, in plain words", () => {
    const s = byLabel(
      caseSummary(record(), { open: 1, awaitingSecond: 0 }, new Date("2026-06-14T12:00:00Z")),
    );
    expect(s("Status")).toMatchObject({ value: "Waiting for review" });
    expect(s("Face similarity")).toMatchObject({ value: "92 (pass ≥ 85)", tone: "good" });
    expect(s("Liveness")).toMatchObject({ value: "30 (pass ≥ 50)", tone: "bad" });
    // Not a Korean ID: the ID authenticity check did not apply, whatever verificationResult says.
    expect(s("ID authenticity check")).toMatchObject({ value: "does not apply (Korean IDs only)" });
    expect(s("AML")).toMatchObject({
      value: "Possible match on a sanctions or watch list, risk High, 1 without verdict",
      tone: "bad",
    });
  });

  it("says a false positive awaiting its second reviewer is recorded, not without verdict", () => {
    const s = byLabel(
      caseSummary(record(), { open: 0, awaitingSecond: 1 }, new Date("2026-06-14T12:00:00Z")),
    );
    expect(s("AML").value).toBe(
      "Possible match on a sanctions or watch list, risk High, 1 awaiting a second reviewer",
    );
  });

  it("counts age to the birthday and marks an expired ID", () => {
    const before = byLabel(caseSummary(record(), none, new Date("2026-06-14T12:00:00Z")));
    const on = byLabel(caseSummary(record(), none, new Date("2026-06-15T00:00:00Z")));
    expect(before("Applicant's age")).toMatchObject({ value: "15", tone: "bad" });
    expect(on("Applicant's age")).toMatchObject({ value: "16" });
    expect(before("ID expiry")).toMatchObject({ value: "expired 2026-03-01", tone: "bad" });
  });

  it("says what is missing instead of guessing", () => {
    const s = byLabel(
      caseSummary(
        record({ data: { date_of_birth: "19**-**-**" }, kyc: { result: "incomplete" }, aml: undefined }),
        none,
      ),
    );
    expect(s("Face similarity").value).toBe("not computed");
    expect(s("Applicant's age").value).toBe("unknown");
    expect(s("AML").value).toBe("no result");
    expect(s("ID expiry").value).toBe("not given");
  });
});
