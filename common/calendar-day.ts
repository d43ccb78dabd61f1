// A day of the calendar written YYYY-MM-DD (a UTC day): the one parser of the date filters,
// from and to alike (the queue's address, the audit log's filters, the service's list). The
// pattern alone lets 2026-13-01 or 2026-02-30 through, and Date then either fails
// (a RangeError once a bound is turned into the day after) or quietly rolls over into March.

const dayMs = 86_400_000;
const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of the day, or null when `value` is not a real day written YYYY-MM-DD. */
export function calendarDay(value: string): Date | null {
  const match = pattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC reads years 0-99 as 1900-1999.
  at.setUTCFullYear(year);
  const real = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return real ? at : null;
}

export const isCalendarDay = (value: string): boolean => calendarDay(value) !== null;

/**
 * The day after a real day, written the same way (an inclusive `to` as an exclusive bound);
 * null after 9999-12-31, which no four-digit year follows. Throws for what is not a real day:
 * parse the input with calendarDay first.
 */
export function dayAfter(day: string): string | null {
  const at = calendarDay(day);
  if (!at) throw new RangeError(`not a calendar day: ${JSON.stringify(day.slice(0, 20))}`);
  const next = new Date(at.getTime() + dayMs);
  return next.getUTCFullYear() > 9999 ? null : next.toISOString().slice(0, 10);
}
