import { describe, expect, it } from "vitest";
import { formatNumber } from "./format";

describe("formatNumber", () => {
  it("groups thousands the same way everywhere", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(1782)).toBe("1,782");
    expect(formatNumber(1_234_567)).toBe("1,234,567");
    expect(formatNumber(-4200)).toBe("-4,200");
  });

  it("gives the fallback for a missing or non-finite value", () => {
    expect(formatNumber(null)).toBe("—");
    expect(formatNumber(undefined, "none")).toBe("none");
    expect(formatNumber(Number.NaN)).toBe("—");
  });
});

describe("formatNumber in the reader's language", () => {
  it("groups Korean numbers as Korean readers expect", () => {
    expect(formatNumber(1782, "—", "ko")).toBe("1,782");
    expect(formatNumber(undefined, "없음", "ko")).toBe("없음");
  });
});
