// Rules that can never be reached: an earlier rule matches every case they would match, and the
// first match wins. Found from the conditions' shapes alone (the same condition written twice,
// or one that every indexed case passes); a subtler overlap (age at least 60 under an earlier
// age at least 30) is not looked for, so "not shadowed" means only that none was found.
import { neverMatches } from "./never-matches";
import { closedValues, type Condition, type Rule } from "./rules";

export interface Shadowed {
  ruleId: string;
  /** The earlier rule that takes every case this one would. */
  byRuleId: string;
  key: string;
  values: { rule: string };
}

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v) => b.includes(v));

export function sameCondition(a: Condition, b: Condition): boolean {
  if (a.field !== b.field || a.op !== b.op) return false;
  return "values" in a && "values" in b
    ? sameValues(a.values, b.values)
    : "value" in a && "value" in b && a.value === b.value;
}

/**
 * A condition every case passes: each case has a KYC status of the interface's four, and a
 * creation time. Missing values (an unknown age, nationality) make every other condition fail
 * on some case.
 */
export function alwaysPasses(condition: Condition): boolean {
  if (condition.field === "kycStatus" && condition.op === "in")
    return closedValues.kycStatus.every((v) => condition.values.includes(v));
  return condition.field === "waitedHours" && condition.op === "at_least" && condition.value === 0;
}

const holds = (rule: Rule, c: Condition) => rule.conditions.some((d) => sameCondition(c, d));

/** Whether every case `later` matches is matched by `earlier` too (on the shapes above). */
export function covers(earlier: Rule, later: Rule): boolean {
  const one = (r: Rule) => r.match === "all" || r.conditions.length === 1;
  const any = (r: Rule) => r.match === "any" || r.conditions.length === 1;
  if (one(earlier) ? earlier.conditions.every(alwaysPasses) : earlier.conditions.some(alwaysPasses))
    return true;
  // Later "all": it needs each of its conditions, so an earlier "all" of some of them, or an
  // earlier "any" sharing one, takes the case first.
  if (one(later) && one(earlier) && earlier.conditions.every((c) => holds(later, c))) return true;
  if (one(later) && any(earlier) && later.conditions.some((c) => holds(earlier, c))) return true;
  // Later "any": each condition alone may match it, so the earlier rule must take each alone.
  return any(later) && any(earlier) && later.conditions.every((c) => holds(earlier, c));
}

/** Each rule an earlier one always takes first, with the first such earlier rule. */
export function shadowedBy(rules: readonly Rule[]): Shadowed[] {
  const found: Shadowed[] = [];
  rules.forEach((rule, index) => {
    const earlier = rules.slice(0, index).find((e) => neverMatches(e) === null && covers(e, rule));
    if (earlier)
      found.push({
        ruleId: rule.id,
        byRuleId: earlier.id,
        key: "validation.routingShadowed",
        values: { rule: earlier.name },
      });
  });
  return found;
}
