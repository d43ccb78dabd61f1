import { describe, expect, it } from "vitest";
import { nationalityCode } from "./nationality";

describe("a nationality as a rule compares it", () => {
  it("is the alpha-3 code in capitals, from alpha-2 or alpha-3 in any case", () => {
    expect(nationalityCode("KOR")).toBe("KOR");
    expect(nationalityCode(" kor ")).toBe("KOR");
    expect(nationalityCode("kr")).toBe("KOR");
    expect(nationalityCode("XK")).toBe("XKX");
  });

  it("is null for what no country of the table is", () => {
    for (const text of ["", "K", "ZZ", "ZZZ", "KORE", "Korea"]) expect(nationalityCode(text)).toBeNull();
  });
});
