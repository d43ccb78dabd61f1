import { describe, expect, it } from "vitest";
import { nationalityCode } from "./icao-codes";

describe("nationalityCode", () => {
  it("maps ICAO's own codes and two-letter codes of older cards to ISO alpha-3", () => {
    expect(nationalityCode("D<<")).toBe("DEU");
    expect(nationalityCode("GBD")).toBe("GBR");
    expect(nationalityCode("SI<")).toBe("SVN");
    expect(nationalityCode("FRA")).toBe("FRA");
  });

  it("returns ICAO's codes without an ISO equivalent as printed, and nothing for an empty field", () => {
    expect(nationalityCode("XXC")).toBe("XXC");
    expect(nationalityCode("UNO")).toBe("UNO");
    expect(nationalityCode("<<<")).toBeUndefined();
    expect(nationalityCode("F1A")).toBeUndefined();
  });
});
