import { describe, expect, it } from "vitest";
import { mrzDates } from "./mrz-dates";

const now = new Date("2026-11-23T00:00:00Z");

describe("mrzDates", () => {
  it("takes the century that keeps birth before expiry and in the past", () => {
    expect(mrzDates("740812", "120415", now)).toEqual({ birth: "1974-08-12", expiry: "2012-04-15" });
    expect(mrzDates("150301", "300301", now)).toEqual({ birth: "2015-03-01", expiry: "2030-03-01" });
    expect(mrzDates("680302", "980104", now)).toEqual({ birth: "1968-03-02", expiry: "1998-01-04" });
  });

  it("reads 110101 as 1911 when 2011 would make a holder under five at expiry (2012)", () => {
    expect(mrzDates("110101", "120704", now).birth).toBe("1911-01-01");
    expect(mrzDates("110101", "210704", now).birth).toBe("2011-01-01");
  });

  it("leaves out a date that is no calendar date", () => {
    expect(mrzDates("741332", "120231", now)).toEqual({ birth: undefined, expiry: undefined });
  });
});
