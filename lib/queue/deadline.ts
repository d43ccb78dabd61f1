// When a case is due and whether it is late: a deadline in hours from submission, shorter for
// an AML red flag (REVIEW_DEADLINE_HOURS, REVIEW_DEADLINE_HOURS_RED_FLAG). Browser-safe: the
// queue, the case page and the counts (lib/queue/overdue.ts) apply the same rule.
const hour = 3_600_000;

/** Hours from submission within which a case should be decided, by its risk. */
export interface DueRule {
  hours: number;
  redFlagHours: number;
}

/** What of a case the rule reads: when it arrived, whether it is an AML red flag, whether it is still open. */
export interface DueCase {
  createdAt: string;
  redFlag: boolean;
  open: boolean;
}

export const dueHours = (rule: DueRule, redFlag: boolean) => (redFlag ? rule.redFlagHours : rule.hours);

/** The moment (ms since the epoch) the case is due. */
export function dueAt(c: Pick<DueCase, "createdAt" | "redFlag">, rule: DueRule): number {
  return Date.parse(c.createdAt) + dueHours(rule, c.redFlag) * hour;
}

/** Only a case still waiting for a decision can be late. */
export function isOverdue(c: DueCase, rule: DueRule, now: number): boolean {
  return c.open && dueAt(c, rule) < now;
}

/** "45 min", "5 h", "3 d": a span of time in plain words. */
export function formatSpan(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** How long the case has been waiting since it was submitted. */
export const formatAge = (createdAt: string, now: number) => formatSpan(now - Date.parse(createdAt));

/** "in 5 h" or "overdue by 3 h": where the case stands against its deadline. */
export function dueWords(c: DueCase, rule: DueRule, now: number): string {
  const left = dueAt(c, rule) - now;
  return left < 0 ? `overdue by ${formatSpan(-left)}` : `in ${formatSpan(left)}`;
}

/** Everything the case page says of its deadline, as of `now` (the request's moment by default). */
export function dueState(c: DueCase, rule: DueRule, now = Date.now()) {
  return {
    at: new Date(dueAt(c, rule)),
    age: formatAge(c.createdAt, now),
    words: dueWords(c, rule, now),
    hours: dueHours(rule, c.redFlag),
    late: isOverdue(c, rule, now),
    lateBy: formatSpan(now - dueAt(c, rule)),
  };
}
