import { describe, expect, it } from "vitest";
import { resolveFreeText } from "./free-text";

const city = (address: string) => {
  const result = resolveFreeText(address);
  return result.ok ? `${result.place.name}/${result.place.country}` : `none/${result.country ?? "-"}`;
};

describe("resolveFreeText", () => {
  it("finds the city of a full postal address, ignoring street, number and postcode", () => {
    expect(city("1600 Amphitheatre Parkway, Mountain View, CA 94043, USA")).toBe("Mountain View/US");
    expect(city("10 Downing Street, London SW1A 2AA, United Kingdom")).toBe("London/GB");
    expect(city("Bahnhofstrasse 1, 8001 Zürich, Switzerland")).toBe("Zürich/CH");
  });

  it("uses the country when one is named, by name, alias or upper-case alpha-3 code", () => {
    expect(city("Paris")).toBe("Paris/FR");
    expect(city("Paris, Texas, United States")).toBe("Paris/US");
    expect(city("Paris TX USA")).toBe("Paris/US");
    expect(city("Gwangju, KOR")).toBe("Gwangju/KR");
    expect(city("San Jose, Costa Rica")).toBe("San José/CR");
  });

  it("reads Korean addresses written in Hangul, and Korean names with or without -si", () => {
    expect(city("부산광역시 해운대구 해운대해변로 264")).toBe("Busan/KR");
    expect(city("경기도 고양시 일산동구")).toBe("Goyang-si/KR");
    expect(city("Goyang, South Korea")).toBe("Goyang-si/KR");
    expect(city("Gimhae")).toBe("Kimhae/KR");
  });

  it("answers city states named like their country, and reports a country alone", () => {
    expect(city("Singapore")).toBe("Singapore/SG");
    expect(city("South Korea")).toBe("none/KR");
    expect(city("and the rest")).toBe("none/-"); // lower-case "and" is not Andorra's code
  });
});
