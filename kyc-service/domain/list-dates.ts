// The list's date range (start_date, end_date: the vendor's filters, whole UTC days, both
// inclusive) as the created_at bounds the query uses.
import { calendarDay } from "../../common/calendar-day";
import { badRequest } from "../http/errors";

const dayMs = 86_400_000;

/**
 * A UTC day as the vendor's pages write it: YYYY-MM-DD, or YYYYMMDD on an older page.
 * Returns its midnight; a 400 naming the parameter for anything else.
 */
function utcDay(name: string, value: string): Date {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value);
  const day = match ? calendarDay(`${match[1]}-${match[2]}-${match[3]}`) : null;
  if (!day) {
    throw badRequest(
      `Invalid Query String parameters: ${name} must be a real date written YYYY-MM-DD (got ${JSON.stringify(value.slice(0, 20))})`,
    );
  }
  return day;
}

/** created_at from (inclusive) and before (exclusive); a 400 for a reversed range. */
export function createdRange(start?: string, end?: string): { createdFrom?: Date; createdBefore?: Date } {
  const createdFrom = start ? utcDay("start_date", start) : undefined;
  const endDay = end ? utcDay("end_date", end) : undefined;
  if (createdFrom && endDay && createdFrom > endDay) {
    throw badRequest("Invalid Query String parameters: start_date must not be after end_date");
  }
  return { createdFrom, createdBefore: endDay ? new Date(endDay.getTime() + dayMs) : undefined };
}
