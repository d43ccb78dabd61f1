// The deadline rule (lib/queue/deadline.ts) as a query of the case index: open cases past their
// deadline, red flags by the shorter one. Both arms read the index on (status, decidedAt,
// redFlag, createdAt).
import type { DueRule } from "./deadline";
import { openCase, type IndexWhere } from "./where";

const hour = 3_600_000;
const before = (now: number, hours: number) => new Date(now - hours * hour).toISOString();

export function overdueWhere(rule: DueRule, now: number): IndexWhere {
  return {
    ...openCase,
    OR: [
      { redFlag: true, createdAt: { lt: before(now, rule.redFlagHours) } },
      { redFlag: false, createdAt: { lt: before(now, rule.hours) } },
    ],
  };
}
