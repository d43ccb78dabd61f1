import { describe, expect, it } from "vitest";
import {
  decodeResidentNumber,
  makeResidentNumber,
  residentCheckDigit,
  residentNumberIsValid,
} from "./resident-number";

describe("resident registration number", () => {
  it("computes the weighted mod-11 check digit", () => {
    // 900101-123456?: 9*2+0*3+0*4+1*5+0*6+1*7+1*8+2*9+3*2+4*3+5*4+6*5 = 124; (11 - 124 % 11) % 10 = 8
    expect(residentCheckDigit("900101123456")).toBe(8);
    expect(residentNumberIsValid("900101-1234568")).toBe(true);
    expect(residentNumberIsValid("900101-1234569")).toBe(false);
  });

  it("decodes birth date, century and sex from the seventh digit", () => {
    expect(decodeResidentNumber("900101-1234568")).toEqual({
      birthDate: "1990-01-01",
      sex: "male",
      foreigner: false,
    });
    expect(decodeResidentNumber("0507114000000")?.birthDate).toBe("2005-07-11");
    expect(decodeResidentNumber("050711-4000000")?.sex).toBe("female");
    expect(decodeResidentNumber("900231-1234567")).toBeNull();
    expect(decodeResidentNumber("90010-11234567x")).toBeNull();
  });

  it("makes numbers that validate and decode back", () => {
    for (const [date, sex] of [
      ["1987-12-31", "female"],
      ["2003-02-28", "male"],
    ] as const) {
      const number = makeResidentNumber(date, sex, 4242);
      expect(number).toMatch(/^\d{6}-\d{7}$/);
      expect(residentNumberIsValid(number)).toBe(true);
      expect(decodeResidentNumber(number)).toMatchObject({ birthDate: date, sex });
    }
  });
});
