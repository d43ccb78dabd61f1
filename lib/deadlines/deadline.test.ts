import { describe, expect, it } from "vitest";
import { deadlineFor } from "./deadline";

// Seoul is UTC+9: 09:00 KST is 00:00 UTC, 18:00 KST is 09:00 UTC.
const kst = (s: string) => new Date(`${s}+09:00`);

describe("deadlineFor", () => {
  it("gives close of business of the Nth business day after arrival", () => {
    const due = deadlineFor(kst("2027-03-08T14:00:00"), { deadlineUnit: "business_days", deadlineAmount: 2 });
    expect(due.toISOString()).toBe(kst("2027-03-10T18:00:00").toISOString());
  });

  it("skips the weekend and Seollal 2027 with its substitute day", () => {
    // Friday 5 Feb; 6-7 weekend, 8-9 holidays: the first business day after is Wednesday 10.
    const due = deadlineFor(kst("2027-02-05T10:00:00"), { deadlineUnit: "business_days", deadlineAmount: 1 });
    expect(due.toISOString()).toBe(kst("2027-02-10T18:00:00").toISOString());
  });

  it("skips Chuseok 2027", () => {
    const due = deadlineFor(kst("2027-09-13T10:00:00"), { deadlineUnit: "business_days", deadlineAmount: 1 });
    expect(due.toISOString()).toBe(kst("2027-09-17T18:00:00").toISOString());
  });

  it("counts business hours inside opening hours and carries the rest to the next business day", () => {
    const due = deadlineFor(kst("2027-03-08T16:00:00"), {
      deadlineUnit: "business_hours",
      deadlineAmount: 4,
    });
    expect(due.toISOString()).toBe(kst("2027-03-09T11:00:00").toISOString());
  });

  it("starts the clock at the next opening when a case arrives at night or on a holiday", () => {
    const night = deadlineFor(kst("2027-03-08T22:30:00"), {
      deadlineUnit: "business_hours",
      deadlineAmount: 4,
    });
    expect(night.toISOString()).toBe(kst("2027-03-09T13:00:00").toISOString());
    const holiday = deadlineFor(kst("2027-02-08T10:00:00"), {
      deadlineUnit: "business_hours",
      deadlineAmount: 4,
    });
    expect(holiday.toISOString()).toBe(kst("2027-02-10T13:00:00").toISOString());
  });

  it("refuses an amount below one or an unknown unit", () => {
    const at = kst("2027-03-08T10:00:00");
    expect(() => deadlineFor(at, { deadlineUnit: "business_days", deadlineAmount: 0 })).toThrow(RangeError);
    expect(() => deadlineFor(at, { deadlineUnit: "weeks", deadlineAmount: 1 })).toThrow(RangeError);
  });
});
