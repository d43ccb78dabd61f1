// The rules of a false positive's standing: the period, a changed listed entry, a second reviewer on High risk.
import { describe, expect, it } from "vitest";
import { expiryCutoff, standingOf, type VerdictFacts } from "./standing";

const now = new Date("2026-11-26T12:00:00Z");
const cutoff = expiryCutoff(now, 12);
const fp = (over: Partial<VerdictFacts> = {}): VerdictFacts => ({
  verdict: "false_positive",
  reviewerId: "r1",
  createdAt: new Date("2026-06-01T00:00:00Z"),
  entryVersion: "v1",
  riskLevel: "Medium",
  ...over,
});
const match = (over: Record<string, unknown> = {}) => ({
  resource_id: "aml_1",
  list_entry_version: "v1",
  risk_level: "Medium",
  ...over,
});

describe("standingOf", () => {
  it("keeps a recent false positive on an unchanged Medium entry in force", () => {
    expect(standingOf([fp()], match(), cutoff)).toBe("in_force");
  });

  it("lets it expire after the period (12 months by default)", () => {
    expect(cutoff.toISOString()).toBe("2025-11-26T12:00:00.000Z");
    expect(standingOf([fp({ createdAt: new Date("2025-11-26T11:59:59Z") })], match(), cutoff)).toBe(
      "expired",
    );
  });

  it("reopens it when the listed entry changed", () => {
    expect(standingOf([fp()], match({ list_entry_version: "v2" }), cutoff)).toBe("entry_changed");
  });

  it("needs a second, different reviewer on a High-risk hit", () => {
    const high = match({ risk_level: "High" });
    expect(standingOf([fp()], high, cutoff)).toBe("awaiting_second");
    expect(standingOf([fp(), fp()], high, cutoff)).toBe("awaiting_second");
    expect(standingOf([fp(), fp({ reviewerId: "r2" })], high, cutoff)).toBe("in_force");
    // The first reviewer's false positive was on an older version of the entry: it does not count.
    expect(standingOf([fp({ entryVersion: "v0" }), fp({ reviewerId: "r2" })], high, cutoff)).toBe(
      "awaiting_second",
    );
  });

  it("leaves other verdicts alone", () => {
    expect(
      standingOf([fp({ verdict: "true_match", createdAt: new Date("2020-01-01") })], match(), cutoff),
    ).toBe("in_force");
  });
});
