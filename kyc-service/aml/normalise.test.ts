import { describe, expect, it } from "vitest";
import { romaniseKoreanName, splitKoreanName } from "./hangul";
import { nameTokens } from "./normalise";
import { nameForms } from "./screen";

describe("name normalisation", () => {
  it("folds case, diacritics, punctuation and apostrophes", () => {
    expect(nameTokens("AL-ZOMOR, Abboud")).toEqual(["al", "zomor", "abboud"]);
    expect(nameTokens("José  Müller-Łukasz")).toEqual(["jose", "muller", "lukasz"]);
    expect(nameTokens("ABU-'UMAR")).toEqual(["abu", "umar"]);
    expect(nameTokens("O’Brien, Seán")).toEqual(["obrien", "sean"]);
    expect(nameTokens(" ,.- ")).toEqual([]);
  });
});

describe("Korean romanisation", () => {
  it("gives the usual spellings of a Hangul name", () => {
    const kim = romaniseKoreanName("김정은");
    expect(kim).toEqual(
      expect.arrayContaining(["kim jong un", "gim jeong eun", "kim chong un", "kim jung eun"]),
    );
    expect(romaniseKoreanName("리병철")).toContain("ri pyong chol");
    expect(romaniseKoreanName("최룡해")).toEqual(
      expect.arrayContaining(["choe ryong hae", "choi ryong hae"]),
    );
    expect(romaniseKoreanName("이순신")).toEqual(
      expect.arrayContaining(["lee sun sin", "yi sun sin", "rhee sun sin"]),
    );
    expect(romaniseKoreanName("박 봉주")).toEqual(expect.arrayContaining(["pak pong ju", "park bong joo"]));
  });

  it("splits family and given names, two-syllable family names included", () => {
    expect(splitKoreanName("김정은")).toEqual({ family: "김", given: "정은" });
    expect(splitKoreanName("남궁민수")).toEqual({ family: "남궁", given: "민수" });
    expect(splitKoreanName("남 궁민")).toEqual({ family: "남", given: "궁민" });
  });

  it("screens Hangul names by their romanisations only, Latin names as written first", () => {
    expect(nameForms("김정은").map((f) => f.join(" "))).toContain("kim jong un");
    expect(nameForms("김정은").some((f) => f.length === 1)).toBe(false);
    expect(nameForms("Kim, Jong Un")[0]).toEqual(["kim", "jong", "un"]);
    expect(nameForms("Hasan Nasrallah")).toEqual([["hasan", "nasrallah"]]);
  });
});
