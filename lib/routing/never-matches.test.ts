import { describe, expect, it } from "vitest";
import { neverMatches } from "./never-matches";
import { Condition, type Rule } from "./rules";

const rule = (match: Rule["match"], ...conditions: unknown[]) => ({
  match,
  conditions: conditions.map((c) => Condition.parse(c)),
});
const all = (...c: unknown[]) => neverMatches(rule("all", ...c));
const any = (...c: unknown[]) => neverMatches(rule("any", ...c));

describe("an all rule that can never match", () => {
  it("needs a flag both set and not set", () => {
    expect(
      all({ field: "redFlag", op: "is", value: true }, { field: "redFlag", op: "is", value: false }),
    ).toEqual({
      key: "validation.routingNeverBoolean",
      values: { field: "redFlag" },
    });
    expect(
      all(
        { field: "redFlag", op: "is", value: true },
        { field: "possibleDuplicate", op: "is", value: false },
      ),
    ).toBeNull();
    expect(
      all({ field: "redFlag", op: "is", value: true }, { field: "redFlag", op: "is", value: true }),
    ).toBeNull();
  });

  it("has two in lists of one field with no value in common", () => {
    expect(
      all(
        { field: "nationality", op: "in", values: ["KR"] },
        { field: "nationality", op: "in", values: ["JP", "US"] },
      ),
    ).toEqual({ key: "validation.routingNeverInDisjoint", values: { field: "nationality" } });
    // KR and KOR are one country.
    expect(
      all(
        { field: "nationality", op: "in", values: ["KR"] },
        { field: "nationality", op: "in", values: ["KOR", "US"] },
      ),
    ).toBeNull();
  });

  it("excludes with not_in every value its in lists leave", () => {
    expect(
      all(
        { field: "riskLevel", op: "in", values: ["High", "Medium"] },
        { field: "riskLevel", op: "in", values: ["High", "Medium", "Low"] },
        { field: "riskLevel", op: "not_in", values: ["Medium"] },
        { field: "riskLevel", op: "not_in", values: ["High"] },
      ),
    ).toEqual({ key: "validation.routingNeverInNotIn", values: { field: "riskLevel" } });
    expect(
      all(
        { field: "riskLevel", op: "in", values: ["High", "Medium"] },
        { field: "riskLevel", op: "not_in", values: ["Medium"] },
      ),
    ).toBeNull();
  });

  it("excludes every value a closed field has, but never every country", () => {
    expect(
      all({ field: "kycStatus", op: "not_in", values: ["incomplete", "pending", "approved", "rejected"] }),
    ).toEqual({
      key: "validation.routingNeverNotInAll",
      values: { field: "kycStatus" },
    });
    expect(
      all(
        { field: "idType", op: "not_in", values: ["passport"] },
        { field: "idType", op: "not_in", values: ["government_id", "drivers_license"] },
      ),
    ).toEqual({ key: "validation.routingNeverNotInAll", values: { field: "idType" } });
    expect(all({ field: "amlStatus", op: "not_in", values: ["Not Screened", "Red Flag"] })?.key).toBe(
      "validation.routingNeverNotInAll",
    );
    expect(all({ field: "riskLevel", op: "not_in", values: ["Not Screened", "High", "Medium"] })).toBeNull();
    expect(all({ field: "nationality", op: "not_in", values: ["KR", "US", "JP"] })).toBeNull();
  });

  it("asks for a number range that holds no whole number", () => {
    expect(
      all({ field: "age", op: "at_least", value: 60 }, { field: "age", op: "below", value: 30 }),
    ).toEqual({
      key: "validation.routingNeverRange",
      values: { field: "age", atLeast: 60, below: 30 },
    });
    // The narrowest bounds are the ones named.
    expect(
      all(
        { field: "waitedHours", op: "at_least", value: 10 },
        { field: "waitedHours", op: "at_least", value: 48 },
        { field: "waitedHours", op: "below", value: 72 },
        { field: "waitedHours", op: "below", value: 48 },
      ),
    ).toEqual({
      key: "validation.routingNeverRange",
      values: { field: "waitedHours", atLeast: 48, below: 48 },
    });
    expect(
      all({ field: "age", op: "at_least", value: 30 }, { field: "age", op: "below", value: 31 }),
    ).toBeNull();
  });

  it("asks for a number below 0", () => {
    expect(all({ field: "age", op: "below", value: 0 })).toEqual({
      key: "validation.routingNeverBelowZero",
      values: { field: "age" },
    });
    expect(all({ field: "waitedHours", op: "below", value: 1 })).toBeNull();
  });

  it("names the first field that cannot be met, and finds nothing in a rule some case meets", () => {
    expect(
      all(
        { field: "age", op: "at_least", value: 18 },
        { field: "redFlag", op: "is", value: true },
        { field: "age", op: "below", value: 10 },
        { field: "redFlag", op: "is", value: false },
      )?.values,
    ).toEqual({ field: "age", atLeast: 18, below: 10 });
    expect(
      all(
        { field: "kycStatus", op: "in", values: ["pending"] },
        { field: "nationality", op: "not_in", values: ["KR"] },
        { field: "age", op: "at_least", value: 65 },
      ),
    ).toBeNull();
  });
});

describe("an any rule that can never match", () => {
  it("has only conditions that could never pass on their own", () => {
    expect(
      any(
        { field: "age", op: "below", value: 0 },
        { field: "kycStatus", op: "not_in", values: ["incomplete", "pending", "approved", "rejected"] },
      ),
    ).toEqual({ key: "validation.routingNeverAny", values: undefined });
    expect(
      any({ field: "age", op: "below", value: 0 }, { field: "redFlag", op: "is", value: true }),
    ).toBeNull();
  });

  it("is not refused for conditions that only contradict each other", () => {
    expect(
      any({ field: "redFlag", op: "is", value: true }, { field: "redFlag", op: "is", value: false }),
    ).toBeNull();
    expect(
      any({ field: "age", op: "at_least", value: 60 }, { field: "age", op: "below", value: 30 }),
    ).toBeNull();
  });

  it("keeps the issue's High risk rule", () => {
    expect(
      any({ field: "riskLevel", op: "in", values: ["High"] }, { field: "redFlag", op: "is", value: true }),
    ).toBeNull();
  });
});
