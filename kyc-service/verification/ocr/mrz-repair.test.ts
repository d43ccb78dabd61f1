import { describe, expect, it } from "vitest";
import { asDigits, checkDigit, passesCheck, repairsOf } from "./mrz-repair";

describe("check digits", () => {
  it("computes ICAO 9303's 7-3-1 check digit, '<' counting 0 and letters 10-35", () => {
    expect(checkDigit("L898902C3")).toBe(6);
    expect(checkDigit("740812")).toBe(2);
    expect(checkDigit("ZE184226B<<<<<")).toBe(1);
    expect(passesCheck("CA000000<", "4")).toBe(true);
    expect(passesCheck("CA000000<", "D")).toBe(false); // D stands for 0 in a digit position
  });

  it("reads letters in a numeric position as the digits they resemble", () => {
    expect(asDigits("64O8I2")).toBe("640812");
    expect(asDigits("SBZ")).toBe("582");
    expect(asDigits("7X0812")).toBeNull();
  });
});

describe("repairsOf", () => {
  it("keeps a field that passes as read", () => {
    expect(repairsOf("L898902C3", "6")).toEqual(["L898902C3"]);
  });

  it("finds the readings, among the known confusions, that pass the check digit", () => {
    expect(repairsOf("CAO00000<", "4")).toContain("CA000000<");
    // One check digit leaves a few one-change candidates; the composite chooses (mrz-verify).
    expect(repairsOf("S99B527<<", "4")).toEqual(expect.arrayContaining(["S998527<<", "599B527<<"]));
    // K (20) weighs what '<' (0) weighs modulo 10: no check digit tells them apart.
    expect(repairsOf("S998527KK", "4")).toEqual(["S998527KK"]);
  });

  it("returns nothing for a field no allowed confusion can make pass", () => {
    // '7' and '3' are no confusion pair: a misread digit is never guessed.
    expect(repairsOf("999999999", "3")).toEqual([]);
  });
});
