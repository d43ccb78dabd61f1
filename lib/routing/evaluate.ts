// Which queue a case goes to, and why: the rules in order, the first that matches wins, and no
// match means the default queue. The answer keeps every rule looked at with each of its
// conditions and the case's value, so "Why is this case here?" can show all of it.
import { factValue, type CaseFacts, type FactValue } from "./facts";
import type { Condition, Rule } from "./rules";

export interface ConditionCheck {
  condition: Condition;
  actual: FactValue;
  passed: boolean;
}

export interface RuleCheck {
  ruleId: string;
  name: string;
  queueId: string;
  matched: boolean;
  conditions: ConditionCheck[];
}

export interface Routing {
  ruleId: string | null;
  /** null: the default queue. */
  queueId: string | null;
  checked: RuleCheck[];
}

/**
 * Whether a value meets a condition. A value the case does not have never passes, `not_in`
 * included: an unknown nationality is not "not KOR", and a case whose AML screening has not
 * come back is not "not High".
 */
export function conditionPasses(condition: Condition, actual: FactValue): boolean {
  if (actual === null) return false;
  switch (condition.op) {
    case "in":
      return condition.values.includes(actual as string);
    case "not_in":
      return !condition.values.includes(actual as string);
    case "is":
      return actual === condition.value;
    case "at_least":
      return (actual as number) >= condition.value;
    case "below":
      return (actual as number) < condition.value;
  }
}

export function checkRule(rule: Rule, facts: CaseFacts, now: Date): RuleCheck {
  // Every condition is checked, not only up to the first that decides: the explanation lists them all.
  const conditions = rule.conditions.map((condition) => {
    const actual = factValue(facts, condition.field, now);
    return { condition, actual, passed: conditionPasses(condition, actual) };
  });
  const matched = rule.match === "all" ? conditions.every((c) => c.passed) : conditions.some((c) => c.passed);
  return { ruleId: rule.id, name: rule.name, queueId: rule.queueId, matched, conditions };
}

export function route(rules: readonly Rule[], facts: CaseFacts, now: Date): Routing {
  const checked: RuleCheck[] = [];
  for (const rule of rules) {
    const check = checkRule(rule, facts, now);
    checked.push(check);
    if (check.matched) return { ruleId: rule.id, queueId: rule.queueId, checked };
  }
  return { ruleId: null, queueId: null, checked };
}
