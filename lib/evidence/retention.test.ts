import { describe, expect, it } from "vitest";
import { isRetained, retentionRule, ruleText } from "./retention";

const years = { approved: 5, rejected: 2 };
const at = new Date("2026-03-01T10:00:00Z");

describe("retention rules", () => {
  it("keeps a case for its outcome's years after the decision, and says so", () => {
    const rule = retentionRule({ outcome: "rejected", at, fromSubmission: false }, years)!;
    expect(rule.until.toISOString()).toBe("2028-03-01T10:00:00.000Z");
    expect(isRetained(rule, new Date("2028-02-29T00:00:00Z"))).toBe(true);
    expect(isRetained(rule, new Date("2028-03-01T10:00:01Z"))).toBe(false);
    expect(ruleText(rule, (d) => d.toISOString().slice(0, 10))).toBe(
      "This case is under retention until 2028-03-01: rejected cases are kept 2 years after the decision (2026-03-01).",
    );
  });

  it("holds nothing for an undecided case, or with a period of zero years", () => {
    expect(isRetained(retentionRule(null, years))).toBe(false);
    expect(
      isRetained(
        retentionRule(
          { outcome: "approved", at: new Date(), fromSubmission: true },
          { approved: 0, rejected: 0 },
        ),
      ),
    ).toBe(false);
  });
});
