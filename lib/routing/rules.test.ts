import { describe, expect, it } from "vitest";
import { Condition, Rule, RuleSet } from "./rules";

const highRisk = {
  id: "r1",
  name: " High risk ",
  queueId: "q-high",
  match: "any",
  conditions: [
    { field: "riskLevel", op: "in", values: ["High"] },
    { field: "redFlag", op: "is", value: true },
  ],
};

const issues = (
  schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) => (schema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

describe("a routing condition", () => {
  it("trims and deduplicates the values of a string condition", () => {
    expect(
      Condition.parse({ field: "kycStatus", op: "in", values: [" pending ", "pending", "approved"] }),
    ).toEqual({
      field: "kycStatus",
      op: "in",
      values: ["pending", "approved"],
    });
  });

  it("takes only the values the interface knows, spelt as the index stores them", () => {
    expect(
      Condition.safeParse({ field: "riskLevel", op: "in", values: ["Low", "Medium", "High", "Not Screened"] })
        .success,
    ).toBe(true);
    expect(issues(Condition, { field: "riskLevel", op: "in", values: ["high"] })).toEqual([
      ["values.0", "validation.routingRiskLevel"],
    ]);
    expect(issues(Condition, { field: "amlStatus", op: "in", values: ["Red Flag", "Clear"] })).toEqual([
      ["values.1", "validation.routingAmlStatus"],
    ]);
    expect(issues(Condition, { field: "kycStatus", op: "not_in", values: ["open"] })).toEqual([
      ["values.0", "validation.routingKycStatus"],
    ]);
    expect(issues(Condition, { field: "idType", op: "in", values: ["passport", "visa"] })).toEqual([
      ["values.1", "validation.routingIdType"],
    ]);
  });

  it("keeps a nationality as its alpha-3 code, from alpha-2 or alpha-3 in any case", () => {
    expect(
      Condition.parse({ field: "nationality", op: "not_in", values: ["KR", "kor", " Kor ", "us"] }),
    ).toEqual({
      field: "nationality",
      op: "not_in",
      values: ["KOR", "USA"],
    });
    expect(Condition.parse({ field: "nationality", op: "in", values: ["XK"] })).toMatchObject({
      values: ["XKX"],
    });
  });

  it("refuses a nationality that is no country's code", () => {
    for (const bad of ["ZZ", "ZZZ", "Korea", "", "K"])
      expect(issues(Condition, { field: "nationality", op: "in", values: [bad] })).toEqual([
        ["values.0", "validation.routingNationality"],
      ]);
  });

  it("needs 1 to 50 values", () => {
    expect(issues(Condition, { field: "nationality", op: "in", values: [] })).toEqual([
      ["values", "validation.routingValues"],
    ]);
    expect(issues(Condition, { field: "kycStatus", op: "in", values: Array(51).fill("pending") })).toEqual([
      ["values", "validation.routingValues"],
    ]);
    expect(
      Condition.safeParse({ field: "kycStatus", op: "in", values: Array(50).fill("pending") }).success,
    ).toBe(true);
    expect(issues(Condition, { field: "kycStatus", op: "in", values: "pending" })).toEqual([
      ["values", "validation.routingValues"],
    ]);
  });

  it("reads a boolean condition with `is` and a true or false value only", () => {
    expect(Condition.parse({ field: "openMonitoringAlert", op: "is", value: false })).toEqual({
      field: "openMonitoringAlert",
      op: "is",
      value: false,
    });
    expect(issues(Condition, { field: "possibleDuplicate", op: "is", value: "true" })).toEqual([
      ["value", "validation.routingBoolean"],
    ]);
    expect(issues(Condition, { field: "redFlag", op: "in", value: true })).toEqual([
      ["op", "validation.routingOperator"],
    ]);
  });

  it("takes whole ages from 0 to 150 and whole hours from 0 to 10,000", () => {
    expect(Condition.safeParse({ field: "age", op: "at_least", value: 150 }).success).toBe(true);
    expect(Condition.safeParse({ field: "waitedHours", op: "below", value: 10000 }).success).toBe(true);
    for (const value of [-1, 151, 18.5, "18", null])
      expect(issues(Condition, { field: "age", op: "at_least", value })).toEqual([
        ["value", "validation.routingAge"],
      ]);
    for (const value of [-1, 10001, 1.5])
      expect(issues(Condition, { field: "waitedHours", op: "below", value })).toEqual([
        ["value", "validation.routingWaitedHours"],
      ]);
    expect(issues(Condition, { field: "age", op: "is", value: 3 })).toEqual([
      ["op", "validation.routingOperator"],
    ]);
    expect(issues(Condition, { field: "nationality", op: "below", values: ["KOR"] })).toEqual([
      ["op", "validation.routingOperator"],
    ]);
  });

  it("refuses a field it does not know", () => {
    expect(issues(Condition, { field: "email", op: "in", values: ["a"] })).toEqual([
      ["field", "validation.routingField"],
    ]);
    expect(issues(Condition, {})[0]?.[1]).toBe("validation.routingField");
  });
});

describe("a routing rule", () => {
  it("reads the issue's example, trimming its name", () => {
    expect(Rule.parse(highRisk)).toEqual({ ...highRisk, name: "High risk" });
  });

  it("needs a name, a queue, all or any, and 1 to 20 conditions", () => {
    expect(issues(Rule, { ...highRisk, name: "   " })).toEqual([["name", "validation.routingRuleName"]]);
    expect(issues(Rule, { ...highRisk, name: "x".repeat(101) })).toEqual([
      ["name", "validation.routingRuleName"],
    ]);
    expect(issues(Rule, { ...highRisk, queueId: "" })).toEqual([["queueId", "validation.routingQueue"]]);
    expect(issues(Rule, { ...highRisk, id: "" })).toEqual([["id", "validation.routingRuleId"]]);
    expect(issues(Rule, { ...highRisk, id: "x".repeat(101) })).toEqual([["id", "validation.routingRuleId"]]);
    expect(issues(Rule, { ...highRisk, match: "some" })).toEqual([["match", "validation.routingMatch"]]);
    expect(issues(Rule, { ...highRisk, conditions: [] })).toEqual([
      ["conditions", "validation.routingConditions"],
    ]);
    const many = Array(21).fill({ field: "redFlag", op: "is", value: true });
    expect(issues(Rule, { ...highRisk, conditions: many })).toEqual([
      ["conditions", "validation.routingConditions"],
    ]);
    expect(Rule.safeParse({ ...highRisk, conditions: many.slice(1) }).success).toBe(true);
  });
});

describe("a rule set", () => {
  const second = {
    ...highRisk,
    id: "r2",
    name: "Foreign",
    conditions: [{ field: "nationality", op: "not_in", values: ["KR"] }],
  };

  it("keeps the rules in their order, none at all included", () => {
    expect(RuleSet.parse([highRisk, second]).map((r) => r.id)).toEqual(["r1", "r2"]);
    expect(RuleSet.parse([])).toEqual([]);
  });

  it("refuses a second rule with the same id or the same name, at that rule", () => {
    expect(issues(RuleSet, [highRisk, { ...second, id: "r1" }])).toEqual([
      ["1.id", "validation.routingRuleIdTaken"],
    ]);
    expect(issues(RuleSet, [highRisk, { ...second, name: "High risk  " }])).toEqual([
      ["1.name", "validation.routingRuleNameTaken"],
    ]);
    expect(RuleSet.safeParse([highRisk, { ...second, name: "high risk" }]).success).toBe(true);
  });

  it("holds at most 100 rules", () => {
    const rules = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...second, id: `r${i}`, name: `Rule ${i}` }));
    expect(RuleSet.safeParse(rules(100)).success).toBe(true);
    expect(issues(RuleSet, rules(101))).toEqual([["", "validation.routingRules"]]);
  });

  it("gives every message as a validation key, never zod's English", () => {
    const bad = [
      null,
      3,
      [null],
      [{}],
      [{ ...highRisk, conditions: [null, { field: "age" }, { field: "kycStatus", op: "in", values: [1] }] }],
    ];
    const messages = bad.flatMap((value) => issues(RuleSet, value).map(([, m]) => m));
    expect(messages.length).toBeGreaterThan(5);
    for (const m of messages) expect(m).toMatch(/^validation\.(routing[A-Z]\w+|wrongType)$/);
  });
});
