import { describe, expect, it } from "vitest";
import { Rule } from "./rules";
import { alwaysPasses, covers, sameCondition, shadowedBy } from "./shadowed";

const rule = (id: string, match: "all" | "any", ...conditions: unknown[]) =>
  Rule.parse({ id, name: `Rule ${id}`, queueId: `q-${id}`, match, conditions });
const red = { field: "redFlag", op: "is", value: true };
const high = { field: "riskLevel", op: "in", values: ["High"] };
const old = { field: "age", op: "at_least", value: 65 };
const foreign = { field: "nationality", op: "not_in", values: ["KR"] };

describe("a rule an earlier one always takes first", () => {
  it("is found under an earlier all rule with some of its conditions", () => {
    const rules = [rule("a", "all", red), rule("b", "all", old, red)];
    expect(shadowedBy(rules)).toEqual([
      { ruleId: "b", byRuleId: "a", key: "validation.routingShadowed", values: { rule: "Rule a" } },
    ]);
    expect(shadowedBy([rule("a", "all", red, high), rule("b", "all", red, old)])).toEqual([]);
  });

  it("is found under the same rule written again, and not when the order is the other way", () => {
    expect(shadowedBy([rule("a", "all", red, old), rule("b", "all", old, red)]).map((s) => s.ruleId)).toEqual(
      ["b"],
    );
    expect(shadowedBy([rule("b", "all", old, red), rule("a", "all", red)])).toEqual([]);
  });

  it("is found under an earlier any rule sharing one of its all conditions", () => {
    const rules = [rule("high", "any", high, red), rule("b", "all", foreign, red)];
    expect(shadowedBy(rules).map((s) => [s.ruleId, s.byRuleId])).toEqual([["b", "high"]]);
  });

  it("of any, only when the earlier rule takes each of its conditions", () => {
    expect(covers(rule("a", "any", high, red, old), rule("b", "any", red, high))).toBe(true);
    expect(covers(rule("a", "any", high), rule("b", "any", red, high))).toBe(false);
    // An all rule of several conditions never covers an any rule.
    expect(covers(rule("a", "all", high, red), rule("b", "any", red, high))).toBe(false);
    expect(covers(rule("a", "all", red), rule("b", "any", red))).toBe(true);
  });

  it("is found under an earlier rule every case passes", () => {
    const everyone = rule("everyone", "all", {
      field: "kycStatus",
      op: "in",
      values: ["incomplete", "pending", "approved", "rejected"],
    });
    const anyWait = rule("waited", "any", red, { field: "waitedHours", op: "at_least", value: 0 });
    const later = rule("later", "all", foreign);
    expect(shadowedBy([everyone, later]).map((s) => s.byRuleId)).toEqual(["everyone"]);
    expect(shadowedBy([anyWait, later]).map((s) => s.byRuleId)).toEqual(["waited"]);
  });

  it("is not found under an earlier rule that can never match", () => {
    const dead = rule("dead", "all", red, { ...red, value: false });
    expect(shadowedBy([dead, rule("b", "all", red, old)])).toEqual([]);
  });
});

describe("the shapes compared", () => {
  it("treats a list as a set and tells fields, operators and values apart", () => {
    const c = (x: unknown) =>
      Rule.parse({ id: "x", name: "x", queueId: "q", match: "all", conditions: [x] }).conditions[0]!;
    expect(
      sameCondition(c({ ...high, values: ["High", "Low"] }), c({ ...high, values: ["Low", "High"] })),
    ).toBe(true);
    expect(sameCondition(c(high), c({ ...high, values: ["High", "Low"] }))).toBe(false);
    expect(sameCondition(c(high), c({ ...high, op: "not_in" }))).toBe(false);
    expect(sameCondition(c(red), c({ ...red, value: false }))).toBe(false);
    expect(sameCondition(c(old), c({ ...old, value: 66 }))).toBe(false);
    expect(sameCondition(c(foreign), c({ ...foreign, values: ["KOR"] }))).toBe(true);
  });

  it("counts as passing always only the KYC status of the four and hours waited from 0", () => {
    const c = (x: unknown) =>
      Rule.parse({ id: "x", name: "x", queueId: "q", match: "all", conditions: [x] }).conditions[0]!;
    expect(alwaysPasses(c({ field: "waitedHours", op: "at_least", value: 0 }))).toBe(true);
    expect(alwaysPasses(c({ field: "waitedHours", op: "at_least", value: 1 }))).toBe(false);
    // An age needs a birth date, so even at least 0 fails on some case.
    expect(alwaysPasses(c({ field: "age", op: "at_least", value: 0 }))).toBe(false);
    expect(
      alwaysPasses(c({ field: "kycStatus", op: "in", values: ["pending", "approved", "rejected"] })),
    ).toBe(false);
  });
});
