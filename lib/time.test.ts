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

describe("formatUtc in the reader's language and zone", () => {
  const at = "2026-11-23T14:05:09Z";
  it("writes Korean in Seoul's time, with its zone", () => {
    expect(formatUtc(at, { local: { locale: "ko", timeZone: "Asia/Seoul" } })).toBe(
      "2026. 11. 23. 23:05 GMT+9",
    );
    expect(
      formatUtc(at, { seconds: true, zone: false, local: { locale: "ko", timeZone: "Asia/Seoul" } }),
    ).toBe("2026. 11. 23. 23:05:09");
    // With seconds and the zone, the same shape (not Korean's "23시 5분 9초").
    expect(formatUtc(at, { seconds: true, local: { locale: "ko", timeZone: "Asia/Seoul" } })).toBe(
      "2026. 11. 23. 23:05:09 GMT+9",
    );
  });

  it("keeps the record's form for English in UTC, and moves English to another zone", () => {
    expect(formatUtc(at, { local: { locale: "en", timeZone: "UTC" } })).toBe("2026-11-23 14:05 UTC");
    expect(formatUtc(at, { local: { locale: "en", timeZone: "Asia/Seoul" } })).toBe("2026-11-23 23:05 GMT+9");
  });

  // The order follows the reader's language, never the zone: not US "11/23/2026" in Berlin.
  it("writes a time in Europe/Berlin in English order for English and Korean order for Korean", () => {
    const berlin = (locale: string, seconds = false) =>
      formatUtc(at, { seconds, local: { locale, timeZone: "Europe/Berlin" } });
    expect(berlin("en")).toBe("2026-11-23 15:05 GMT+1");
    expect(berlin("en", true)).toBe("2026-11-23 15:05:09 GMT+1");
    expect(berlin("ko")).toBe("2026. 11. 23. 15:05 GMT+1");
    expect(berlin("ko", true)).toBe("2026. 11. 23. 15:05:09 GMT+1");
    // Summer time: the zone's own offset, the same order.
    expect(formatUtc("2026-07-01T22:30:00Z", { local: { locale: "en", timeZone: "Europe/Berlin" } })).toBe(
      "2026-07-02 00:30 GMT+2",
    );
  });
});
