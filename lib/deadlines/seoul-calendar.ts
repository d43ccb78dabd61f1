// Calendar days and clock hours in Asia/Seoul. Korea has kept UTC+9 all year since 1988 (no
// daylight saving), so a fixed offset is exact for every date a deadline can fall on, and
// keeps these functions pure and fast (no Intl time-zone lookup per step).
const seoulOffsetMs = 9 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** A Seoul calendar day as "YYYY-MM-DD". */
export type SeoulDay = string;

/** The Seoul calendar day an instant falls on. */
export function seoulDayOf(at: Date): SeoulDay {
  return new Date(at.getTime() + seoulOffsetMs).toISOString().slice(0, 10);
}

/** The instant a Seoul clock shows `hour`:00 on `day`. */
export function seoulTime(day: SeoulDay, hour: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - seoulOffsetMs + hour * 60 * 60 * 1000);
}

/** The day after (or `n` days after) a Seoul day. */
export function nextDay(day: SeoulDay, n = 1): SeoulDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a Seoul day. */
export function weekdayOf(day: SeoulDay): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export const isSeoulDay = (value: string): value is SeoulDay =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
