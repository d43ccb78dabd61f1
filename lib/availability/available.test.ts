import { describe, expect, it } from "vitest";
import { isAvailable, unavailableBecause } from "./available";

const kst = (s: string) => new Date(`${s}+09:00`);
const base = { disabled: false, paused: false, absences: [] };
const leave = { ...base, absences: [{ startsOn: "2027-03-08", endsOn: "2027-03-10" }] };

describe("isAvailable", () => {
  it("is available with nothing against it", () => {
    expect(isAvailable(base, kst("2027-03-08T10:00:00"))).toBe(true);
  });

  it("is out of office from the first day's midnight to the last day's end, in Seoul", () => {
    expect(unavailableBecause(leave, kst("2027-03-08T00:00:00"))).toBe("out_of_office");
    expect(unavailableBecause(leave, kst("2027-03-10T23:59:00"))).toBe("out_of_office");
    expect(isAvailable(leave, kst("2027-03-07T23:59:00"))).toBe(true);
    expect(isAvailable(leave, kst("2027-03-11T00:00:00"))).toBe(true);
    // 23:30 UTC on the 7th is already the 8th in Seoul.
    expect(isAvailable(leave, new Date("2027-03-07T23:30:00Z"))).toBe(false);
  });

  it("is not available when paused or disabled", () => {
    expect(unavailableBecause({ ...base, paused: true }, kst("2027-03-08T10:00:00"))).toBe("paused");
    expect(unavailableBecause({ ...base, disabled: true }, kst("2027-03-08T10:00:00"))).toBe("disabled");
  });
});
