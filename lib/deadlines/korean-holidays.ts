// Korean public holidays, from the maintained `date-holidays` data (pinned in package.json),
// with one documented correction (docs/queues.md, "Holidays"): date-holidays 3.37 places the
// three days of Seollal on lunar New Year's Day and the two days after it, where the law
// (관공서의 공휴일에 관한 규정) gives the day before, the day and the day after. Chuseok's
// three days are right in its data. The correction is a rule over the library's own lunar
// date, not a list of dates, so it holds for every year the library computes.
import Holidays from "date-holidays";
import { nextDay, weekdayOf, type SeoulDay } from "./seoul-calendar";

const seollal = "설날";
const substituteMark = "대체공휴일";

/** The public holidays of one year as Seoul days (the library's data, Seollal corrected). */
function holidaysOf(year: number): ReadonlySet<SeoulDay> {
  const days = new Set<SeoulDay>();
  let newYear: SeoulDay | undefined;
  for (const h of new Holidays("KR").getHolidays(year)) {
    if (h.type !== "public") continue;
    const first = h.date.slice(0, 10);
    // Seollal and its substitute day are worked out again below from the lunar New Year.
    if (h.name.startsWith(seollal)) {
      if (!h.name.includes(substituteMark)) newYear = first;
      continue;
    }
    const length = Math.round((h.end.getTime() - h.start.getTime()) / 86_400_000);
    for (let i = 0; i < length; i++) days.add(nextDay(first, i));
  }
  if (newYear) {
    const period: SeoulDay[] = [nextDay(newYear, -1), newYear, nextDay(newYear, 1)];
    const last = nextDay(newYear, 1);
    // A Sunday inside the period, or a day shared with another holiday, gives one substitute
    // day: the first following day that is neither a weekend day nor a holiday.
    const needsSubstitute = period.some((d) => weekdayOf(d) === 0 || days.has(d));
    for (const d of period) days.add(d);
    if (needsSubstitute) {
      let d = nextDay(last);
      while (weekdayOf(d) === 0 || weekdayOf(d) === 6 || days.has(d)) d = nextDay(d);
      days.add(d);
    }
  }
  return days;
}

// The year's set is derived data of a pure function (the same for every caller and chunk),
// kept so a deadline of many days does not rebuild the library's calendar at each step.
const byYear = new Map<number, ReadonlySet<SeoulDay>>();

export function isKoreanPublicHoliday(day: SeoulDay): boolean {
  const year = Number(day.slice(0, 4));
  let set = byYear.get(year);
  if (!set) byYear.set(year, (set = holidaysOf(year)));
  return set.has(day);
}

/** A day work is done on: Monday to Friday and not a public holiday. */
export function isKoreanBusinessDay(day: SeoulDay): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !isKoreanPublicHoliday(day);
}
