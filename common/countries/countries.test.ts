// The service's one country table: codes both ways, Kosovo once (XK / XKX), and the names
// and aliases the interface's callers, applicants, addresses and OFAC's list use.
import { describe, expect, it } from "vitest";
import { ALPHA2_CODES, alpha2OfAlpha3, alpha3OfAlpha2, isCountryAlpha3 } from "./codes";
import { countryAlpha3, countryKey, countryName } from "./names";

describe("country codes", () => {
  it("hold the 249 ISO 3166-1 codes and Kosovo as XK / XKX", () => {
    expect(ALPHA2_CODES).toHaveLength(250);
    expect(alpha3OfAlpha2("XK")).toBe("XKX");
    expect(alpha2OfAlpha3("XKX")).toBe("XK");
    expect(isCountryAlpha3("XKX")).toBe(true);
    for (const other of ["XKK", "RKS", "XXK"]) expect(isCountryAlpha3(other)).toBe(false);
  });

  it("refuse what is not an upper-case ISO alpha-3 code", () => {
    expect(isCountryAlpha3("KOR")).toBe(true);
    for (const code of ["kor", "KR", "KORE", "ZZZ", "D", "GBD", "UNO"])
      expect(isCountryAlpha3(code)).toBe(false);
  });
});

describe("country names and aliases", () => {
  it.each([
    ["KOR", "KOR"],
    ["kr", "KOR"],
    ["Korea", "KOR"],
    ["Republic of Korea", "KOR"],
    ["South Korea", "KOR"],
    ["대한민국", "KOR"],
    ["한국", "KOR"],
    ["North Korea", "PRK"],
    ["DPRK", "PRK"],
    ["북한", "PRK"],
    ["Korea, North", "PRK"],
    ["Kosovo", "XKX"],
    ["코소보", "XKX"],
    ["USA", "USA"],
    ["United States of America", "USA"],
    ["미국", "USA"],
    ["UK", "GBR"],
    ["Great Britain", "GBR"],
    ["Türkiye", "TUR"],
    ["Turkey", "TUR"],
    ["Côte d’Ivoire", "CIV"],
    ["Ivory Coast", "CIV"],
    ["Bosnia and Herzegovina", "BIH"],
    ["Saint Kitts and Nevis", "KNA"],
    ["Burma", "MMR"],
    ["Myanmar", "MMR"],
    ["Congo, Democratic Republic of the", "COD"],
    ["North Macedonia, The Republic of", "MKD"],
    ["Region: Gaza", "PSE"],
    ["Hong Kong", "HKG"],
  ])("%s is %s", (text, alpha3) => {
    expect(countryAlpha3(text)).toBe(alpha3);
  });

  it("answer nothing for what is not a country", () => {
    for (const text of ["", "Atlantis", "XKK", "ZZ", "Seoul"]) expect(countryAlpha3(text)).toBeUndefined();
  });

  it("compare names without case, accents or punctuation, keeping Hangul", () => {
    expect(countryKey("KOREA, NORTH")).toBe("korea north");
    expect(countryKey("Côte d’Ivoire")).toBe("cote d ivoire");
    expect(countryKey(" 대한민국 ")).toBe("대한민국");
  });

  it("name a code in English for people, from alpha-3 or alpha-2, and nothing for an unknown code", () => {
    expect(countryName("KOR")).toBe("South Korea");
    expect(countryName("fra")).toBe("France");
    expect(countryName("DE")).toBe("Germany");
    expect(countryName("XKX")).toBe("Kosovo");
    for (const code of ["XKK", "ZZ", "", "Korea"]) expect(countryName(code)).toBeUndefined();
  });
});
