// Rules no case can ever meet, found before they are saved, so the editor can refuse them with
// words that say what to change: a rule that can never match silently sends nothing, and the
// cases it was written for go on to later rules or the default queue.
import {
  closedValues,
  type BooleanCondition,
  type Condition,
  type Field,
  type NumberCondition,
  type Rule,
  type StringCondition,
} from "./rules";

/** Why a rule can never match: a catalogue key (`validation.*`) and its arguments. */
export interface NeverMatches {
  key: string;
  values?: Record<string, string | number>;
}

const key = (k: string) => `validation.${k}`;
const never = (k: string, values?: NeverMatches["values"]): NeverMatches => ({ key: key(k), values });

/** Each field's first condition and all of its conditions, in the order the fields first appear. */
function byField(conditions: readonly Condition[]): [Condition, Condition[]][] {
  const groups = new Map<Field, [Condition, Condition[]]>();
  for (const c of conditions) {
    const group = groups.get(c.field);
    if (group) group[1].push(c);
    else groups.set(c.field, [c, [c]]);
  }
  return [...groups.values()];
}

function booleans(field: Field, group: BooleanCondition[]): NeverMatches | null {
  const wanted = new Set(group.map((c) => c.value));
  return wanted.size > 1 ? never("routingNeverBoolean", { field }) : null;
}

function strings(field: StringCondition["field"], group: StringCondition[]): NeverMatches | null {
  const ins = group.filter((c) => c.op === "in").map((c) => new Set(c.values));
  const excluded = new Set(group.filter((c) => c.op === "not_in").flatMap((c) => c.values));
  const [first] = ins;
  if (first) {
    const common = [...first].filter((v) => ins.every((set) => set.has(v)));
    if (common.length === 0) return never("routingNeverInDisjoint", { field });
    return common.every((v) => excluded.has(v)) ? never("routingNeverInNotIn", { field }) : null;
  }
  // Nationality has no closed list: some country is always left.
  const all = field === "nationality" ? null : closedValues[field];
  return all && all.every((v) => excluded.has(v)) ? never("routingNeverNotInAll", { field }) : null;
}

function numbers(field: NumberCondition["field"], group: NumberCondition[]): NeverMatches | null {
  // Both fields are whole numbers from 0 (an age, hours waited): [atLeast, below) must hold one.
  const atLeast = Math.max(0, ...group.filter((c) => c.op === "at_least").map((c) => c.value));
  const below = Math.min(Infinity, ...group.filter((c) => c.op === "below").map((c) => c.value));
  if (below === 0) return never("routingNeverBelowZero", { field });
  return atLeast >= below ? never("routingNeverRange", { field, atLeast, below }) : null;
}

function fieldNeverPasses(first: Condition, group: Condition[]): NeverMatches | null {
  switch (first.op) {
    case "is":
      return booleans(first.field, group as BooleanCondition[]);
    case "at_least":
    case "below":
      return numbers(first.field, group as NumberCondition[]);
    default:
      return strings(first.field, group as StringCondition[]);
  }
}

/** Why no case can ever meet the rule, or null when some case can. */
export function neverMatches(rule: Pick<Rule, "match" | "conditions">): NeverMatches | null {
  if (rule.match === "all") {
    for (const [first, group] of byField(rule.conditions)) {
      const reason = fieldNeverPasses(first, group);
      if (reason) return reason;
    }
    return null;
  }
  // "any": the rule is dead only when no condition could pass even on its own.
  const dead = rule.conditions.every((c) => fieldNeverPasses(c, [c]) !== null);
  return dead ? never("routingNeverAny") : null;
}
