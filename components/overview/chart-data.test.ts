import { describe, expect, it } from "vitest";
import { statusBars } from "./chart-data";
import { seriesColor } from "./palette";

describe("the queue chart's series", () => {
  it("names the AML values plainly, in a fixed order, and colours red flags red", () => {
    const { series, data } = statusBars({
      incomplete: { "not screened yet": 1782 },
      pending: { "Red Flag": 3, "no match": 9 },
    });
    expect(series).toEqual(["red flag", "screened, no match", "not screened yet"]);
    expect(data).toEqual([
      { label: "pending", values: { "red flag": 3, "screened, no match": 9 } },
      { label: "incomplete", values: { "not screened yet": 1782 } },
    ]);
    // Whatever position a series takes, its colour follows its meaning.
    expect(seriesColor("red flag", 4)).toBe("#b91c1c");
    expect(seriesColor("screened, no match", 0)).toBe("#15803d");
    const others = Array.from({ length: 8 }, (_, i) => seriesColor(`reviewer ${i}`, i));
    expect(others).not.toContain("#b91c1c");
    expect(others).not.toContain("#15803d");
  });
});
