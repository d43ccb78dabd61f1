// The managers' overview as numbers: counts of the queue by status and AML status, decisions
// per reviewer per day, deletions per week. Pure functions over rows, so they are tested
// without a database; lib/overview/queries.ts feeds them (the queue's counts come grouped
// from the case index).

/** Absent aml and the interface's "Not Screened" both mean the applicant was not screened yet. */
export const noAml = "not screened yet";

/** status -> AML status -> count. */
export type QueueCounts = Record<string, Record<string, number>>;

/** UTC days from `since` to `until` inclusive, as YYYY-MM-DD. */
export function utcDays(since: Date, until: Date): string[] {
  const days: string[] = [];
  for (
    let t = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate());
    t <= until.getTime();
    t += 86_400_000
  ) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The Monday (UTC) of the week of a date, as YYYY-MM-DD. */
export function weekOf(date: Date): string {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

export interface Series {
  /** x labels, oldest first. */
  x: string[];
  /** series name -> one value per x. */
  values: Record<string, number[]>;
}

/** Decisions per reviewer (by e-mail) per UTC day. */
export function decisionsPerReviewerPerDay(
  decisions: readonly { reviewerEmail: string; createdAt: Date }[],
  days: string[],
): Series {
  const index = new Map(days.map((d, i) => [d, i]));
  const values: Record<string, number[]> = {};
  for (const decision of decisions) {
    const i = index.get(decision.createdAt.toISOString().slice(0, 10));
    if (i === undefined) continue;
    (values[decision.reviewerEmail] ??= days.map(() => 0))[i]!++;
  }
  return { x: days, values };
}

/** Deletions requested and carried out, per week (Monday, UTC). */
export function deletionsPerWeek(
  deletions: readonly { requestedAt: Date; completedAt: Date | null; status: string }[],
  weeks: string[],
): Series {
  const index = new Map(weeks.map((w, i) => [w, i]));
  const requested = weeks.map(() => 0);
  const deleted = weeks.map(() => 0);
  for (const d of deletions) {
    const r = index.get(weekOf(d.requestedAt));
    if (r !== undefined) requested[r]!++;
    if (d.status === "deleted" && d.completedAt) {
      const c = index.get(weekOf(d.completedAt));
      if (c !== undefined) deleted[c]!++;
    }
  }
  return { x: weeks, values: { requested, deleted } };
}

/** The last `count` weeks up to `until`, oldest first. */
export function lastWeeks(until: Date, count: number): string[] {
  const last = new Date(`${weekOf(until)}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) =>
    new Date(last - (count - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}
