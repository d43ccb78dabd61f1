// When a case received at some instant is due, by its queue's deadline (docs/queues.md):
// "business_days": close of business (18:00 Seoul) of the Nth business day after the day it
// arrived; "business_hours": N working hours counted inside 09:00-18:00 Seoul on business days,
// the clock starting at the next opening when it arrives outside them. Pure: no clock, no I/O.
import { isKoreanBusinessDay } from "./korean-holidays";
import { nextDay, seoulDayOf, seoulTime, type SeoulDay } from "./seoul-calendar";

export const deadlineUnits = ["business_hours", "business_days"] as const;
export type DeadlineUnit = (typeof deadlineUnits)[number];

export const openingHour = 9;
export const closingHour = 18;
const hourMs = 60 * 60 * 1000;

export interface QueueDeadline {
  deadlineUnit: DeadlineUnit | string;
  deadlineAmount: number;
}

function nextBusinessDay(day: SeoulDay): SeoulDay {
  let d = nextDay(day);
  while (!isKoreanBusinessDay(d)) d = nextDay(d);
  return d;
}

function afterBusinessDays(receivedAt: Date, days: number): Date {
  let day = seoulDayOf(receivedAt);
  for (let i = 0; i < days; i++) day = nextBusinessDay(day);
  return seoulTime(day, closingHour);
}

function afterBusinessHours(receivedAt: Date, hours: number): Date {
  let remaining = hours * hourMs;
  let day = seoulDayOf(receivedAt);
  let from = receivedAt.getTime();
  for (;;) {
    if (isKoreanBusinessDay(day)) {
      const open = seoulTime(day, openingHour).getTime();
      const close = seoulTime(day, closingHour).getTime();
      const start = Math.max(from, open);
      if (start < close) {
        if (start + remaining <= close) return new Date(start + remaining);
        remaining -= close - start;
      }
    }
    day = nextDay(day);
    from = seoulTime(day, openingHour).getTime();
  }
}

export function deadlineFor(receivedAt: Date, queue: QueueDeadline): Date {
  const amount = queue.deadlineAmount;
  if (!Number.isInteger(amount) || amount < 1) throw new RangeError(`deadline amount ${amount}`);
  if (queue.deadlineUnit === "business_days") return afterBusinessDays(receivedAt, amount);
  if (queue.deadlineUnit === "business_hours") return afterBusinessHours(receivedAt, amount);
  throw new RangeError(`deadline unit ${queue.deadlineUnit}`);
}
