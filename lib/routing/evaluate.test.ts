import { describe, expect, it } from "vitest";
import { checkRule, conditionPasses, route } from "./evaluate";
import type { CaseFacts } from "./facts";
import { Rule, RuleSet, type Condition } from "./rules";

const now = new Date("2026-03-02T12:00:00Z");
const facts: CaseFacts = {
  kycStatus: "pending",
  amlStatus: "Not Screened",
  riskLevel: "Low",
  redFlag: false,
  nationality: "KOR",
  idType: "government_id",
  possibleDuplicate: false,
  openMonitoringAlert: false,
  birthDate: "1990-06-15",
  createdAt: "2026-03-01T12:00:00Z",
};

const highRisk = Rule.parse({
  id: "high",
  name: "High risk",
  queueId: "q-high",
  match: "any",
  conditions: [
    { field: "riskLevel", op: "in", values: ["High"] },
    { field: "redFlag", op: "is", value: true },
  ],
});
const seniorsWaiting = Rule.parse({
  id: "seniors",
  name: "Seniors waiting a day",
  queueId: "q-seniors",
  match: "all",
  conditions: [
    { field: "age", op: "at_least", value: 70 },
    { field: "waitedHours", op: "at_least", value: 24 },
  ],
});
const foreign = Rule.parse({
  id: "foreign",
  name: "Foreign",
  queueId: "q-foreign",
  match: "all",
  conditions: [{ field: "nationality", op: "not_in", values: ["KR"] }],
});

describe("the issue's rule High risk (any: risk High or a red flag)", () => {
  it("matches on either condition, and on both", () => {
    expect(checkRule(highRisk, { ...facts, riskLevel: "High" }, now).matched).toBe(true);
    expect(checkRule(highRisk, { ...facts, redFlag: true }, now).matched).toBe(true);
    expect(checkRule(highRisk, { ...facts, riskLevel: "High", redFlag: true }, now).matched).toBe(true);
    expect(checkRule(highRisk, facts, now).matched).toBe(false);
  });

  it("lists both conditions with the case's values, even when the first decides", () => {
    const check = checkRule(highRisk, { ...facts, riskLevel: "High" }, now);
    expect(check.conditions).toEqual([
      { condition: highRisk.conditions[0], actual: "High", passed: true },
      { condition: highRisk.conditions[1], actual: false, passed: false },
    ]);
  });
});

describe("routing a case", () => {
  const rules = RuleSet.parse([highRisk, seniorsWaiting, foreign]);

  it("takes the first rule that matches and lists every rule looked at, up to it", () => {
    const routed = route(rules, { ...facts, redFlag: true, nationality: "USA" }, now);
    expect(routed.ruleId).toBe("high");
    expect(routed.queueId).toBe("q-high");
    expect(routed.checked.map((c) => [c.ruleId, c.matched])).toEqual([["high", true]]);

    const later = route(rules, { ...facts, nationality: "USA" }, now);
    expect(later).toMatchObject({ ruleId: "foreign", queueId: "q-foreign" });
    expect(later.checked.map((c) => [c.ruleId, c.name, c.queueId, c.matched])).toEqual([
      ["high", "High risk", "q-high", false],
      ["seniors", "Seniors waiting a day", "q-seniors", false],
      ["foreign", "Foreign", "q-foreign", true],
    ]);
  });

  it("sends a case no rule matches to the default queue (null), with every rule's checks", () => {
    const routed = route(rules, facts, now);
    expect(routed.ruleId).toBeNull();
    expect(routed.queueId).toBeNull();
    expect(routed.checked.map((c) => c.matched)).toEqual([false, false, false]);
    // "all" lists its second condition though the first already failed.
    expect(routed.checked[1]?.conditions.map((c) => [c.condition.field, c.actual, c.passed])).toEqual([
      ["age", 35, false],
      ["waitedHours", 24, true],
    ]);
  });

  it("needs every condition of an all rule", () => {
    const senior = { ...facts, birthDate: "1950-01-01" };
    expect(route([seniorsWaiting], senior, now).ruleId).toBe("seniors");
    expect(route([seniorsWaiting], { ...facts, birthDate: "1960-01-01" }, now).ruleId).toBeNull();
    expect(route([seniorsWaiting], senior, new Date("2026-03-02T11:59:59Z")).ruleId).toBeNull();
  });

  it("routes to the default queue when there are no rules", () => {
    expect(route([], facts, now)).toEqual({ ruleId: null, queueId: null, checked: [] });
  });
});

describe("a condition on a value the case does not have", () => {
  it("never passes, not_in included: an unknown nationality is not 'not KOR'", () => {
    const check = checkRule(foreign, { ...facts, nationality: null }, now);
    expect(check.conditions[0]).toMatchObject({ actual: null, passed: false });
    expect(check.matched).toBe(false);
    const notHigh: Condition = { field: "riskLevel", op: "not_in", values: ["High"] };
    expect(conditionPasses(notHigh, null)).toBe(false);
    expect(conditionPasses(notHigh, "Low")).toBe(true);
    expect(conditionPasses({ field: "age", op: "below", value: 30 }, null)).toBe(false);
  });

  it("an age unknown fails at_least and below alike", () => {
    const routed = route([seniorsWaiting], { ...facts, birthDate: null }, now);
    expect(routed.checked[0]?.conditions[0]).toMatchObject({ actual: null, passed: false });
  });
});

describe("each comparison", () => {
  it("at_least includes its bound, below excludes it", () => {
    expect(conditionPasses({ field: "age", op: "at_least", value: 18 }, 18)).toBe(true);
    expect(conditionPasses({ field: "age", op: "at_least", value: 18 }, 17)).toBe(false);
    expect(conditionPasses({ field: "age", op: "below", value: 18 }, 18)).toBe(false);
    expect(conditionPasses({ field: "age", op: "below", value: 18 }, 17)).toBe(true);
  });

  it("in and not_in look the value up in the list; is compares the boolean", () => {
    expect(conditionPasses({ field: "idType", op: "in", values: ["passport"] }, "passport")).toBe(true);
    expect(conditionPasses({ field: "idType", op: "in", values: ["passport"] }, "drivers_license")).toBe(
      false,
    );
    expect(conditionPasses({ field: "idType", op: "not_in", values: ["passport"] }, "passport")).toBe(false);
    expect(conditionPasses({ field: "possibleDuplicate", op: "is", value: false }, false)).toBe(true);
    expect(conditionPasses({ field: "possibleDuplicate", op: "is", value: false }, true)).toBe(false);
  });
});
