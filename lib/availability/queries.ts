// Reads of availability (never writes): one account's periods still to come and its pause,
// for the Settings page and the queue page's members.
import "server-only";
import { db } from "../db";
import { seoulDayOf } from "../deadlines/seoul-calendar";

export async function fetchAvailability(accountIds: string[], now = new Date()) {
  const today = seoulDayOf(now);
  const [absences, pauses] = await Promise.all([
    db().absencePeriod.findMany({
      where: { accountId: { in: accountIds }, endsOn: { gte: today } },
      orderBy: { startsOn: "asc" },
    }),
    db().assignmentPause.findMany({ where: { accountId: { in: accountIds } } }),
  ]);
  const paused = new Set(pauses.map((p) => p.accountId));
  return new Map(
    accountIds.map((id) => [
      id,
      { paused: paused.has(id), absences: absences.filter((a) => a.accountId === id) },
    ]),
  );
}
export type Availability = NonNullable<ReturnType<Awaited<ReturnType<typeof fetchAvailability>>["get"]>>;
