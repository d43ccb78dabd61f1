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

/** How a language writes spans and deadlines (the catalogue's values.span and queue.columns). */
export interface SpanWords {
  minutes: (n: number) => string;
  hours: (n: number) => string;
  days: (n: number) => string;
  dueIn: (span: string) => string;
  overdueBy: (span: string) => string;
}

// English, for code that has no reader's language (the case page until it is translated).
const english: SpanWords = {
  minutes: (n) => `${n} min`,
  hours: (n) => `${n} h`,
  days: (n) => `${n} d`,
  dueIn: (span) => `in ${span}`,
  overdueBy: (span) => `overdue by ${span}`,
};

/** "45 min", "5 h", "3 d" ("45분", "5시간", "3일"): a span of time in plain words. */
export function formatSpan(ms: number, words: SpanWords = english): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return words.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return words.hours(hours);
  return words.days(Math.floor(hours / 24));
}

/** How long the case has been waiting since it was submitted. */
export const formatAge = (createdAt: string, now: number, words?: SpanWords) =>
  formatSpan(now - Date.parse(createdAt), words);

/** "in 5 h" or "overdue by 3 h": where the case stands against its deadline. */
export function dueWords(c: DueCase, rule: DueRule, now: number, words: SpanWords = english): string {
  const left = dueAt(c, rule) - now;
  return left < 0 ? words.overdueBy(formatSpan(-left, words)) : words.dueIn(formatSpan(left, words));
}

/**
 * Everything the case page says of its deadline, as of `now` (the request's moment by default),
 * in `words` (the reader's language; English by default).
 */
export function dueState(c: DueCase, rule: DueRule, now = Date.now(), words: SpanWords = english) {
  return {
    at: new Date(dueAt(c, rule)),
    age: formatAge(c.createdAt, now, words),
    words: dueWords(c, rule, now, words),
    hours: dueHours(rule, c.redFlag),
    late: isOverdue(c, rule, now),
    lateBy: formatSpan(now - dueAt(c, rule), words),
  };
}
