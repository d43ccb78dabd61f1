// Against the Korean government's published holidays for 2026 and 2027 (우주항공청 월력요항),
// not against the library: Seollal is where date-holidays needs the correction.
import { describe, expect, it } from "vitest";
import { isKoreanBusinessDay, isKoreanPublicHoliday } from "./korean-holidays";

describe("Korean public holidays", () => {
  it("has Seollal 2027 on 6-8 February with the substitute day on the 9th", () => {
    for (const d of ["2027-02-06", "2027-02-07", "2027-02-08", "2027-02-09"])
      expect(isKoreanPublicHoliday(d), d).toBe(true);
    expect(isKoreanPublicHoliday("2027-02-05")).toBe(false);
    expect(isKoreanPublicHoliday("2027-02-10")).toBe(false);
  });

  it("has Seollal 2026 on 16-18 February, not the 19th (the library's day)", () => {
    for (const d of ["2026-02-16", "2026-02-17", "2026-02-18"])
      expect(isKoreanPublicHoliday(d), d).toBe(true);
    expect(isKoreanPublicHoliday("2026-02-19")).toBe(false);
    expect(isKoreanBusinessDay("2026-02-19")).toBe(true);
  });

  it("has Chuseok 2027 on 14-16 September and 2026 on 24-26 September", () => {
    for (const d of ["2027-09-14", "2027-09-15", "2027-09-16", "2026-09-24", "2026-09-25", "2026-09-26"])
      expect(isKoreanPublicHoliday(d), d).toBe(true);
    expect(isKoreanPublicHoliday("2027-09-13")).toBe(false);
    expect(isKoreanPublicHoliday("2027-09-17")).toBe(false);
  });

  it("keeps the library's other holidays and substitute days", () => {
    for (const d of [
      "2027-01-01",
      "2027-03-01",
      "2027-05-13",
      "2027-08-16",
      "2027-10-04",
      "2027-10-11",
      "2027-12-27",
    ])
      expect(isKoreanPublicHoliday(d), d).toBe(true);
  });

  it("counts weekends as no business days and an ordinary weekday as one", () => {
    expect(isKoreanBusinessDay("2027-03-06")).toBe(false); // Saturday
    expect(isKoreanBusinessDay("2027-03-07")).toBe(false); // Sunday
    expect(isKoreanBusinessDay("2027-03-08")).toBe(true);
  });
});
