import { describe, expect, it } from "vitest";
import { formatUtc } from "./time";

describe("formatUtc", () => {
  it("writes dates and ISO text in UTC to the minute, or the second when asked", () => {
    expect(formatUtc(new Date("2026-11-23T14:05:09.123Z"))).toBe("2026-11-23 14:05 UTC");
    expect(formatUtc("2026-11-23T23:59:59+09:00", { seconds: true })).toBe("2026-11-23 14:59:59 UTC");
    expect(formatUtc("2026-11-23T14:05:00Z", { zone: false })).toBe("2026-11-23 14:05");
  });

  it("gives the fallback for a missing value and leaves text that is not a date as it is", () => {
    expect(formatUtc(null)).toBe("—");
    expect(formatUtc(undefined, { fallback: "never" })).toBe("never");
    expect(formatUtc("not a date")).toBe("not a date");
  });
});
