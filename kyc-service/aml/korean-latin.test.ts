// Romanised Korean names read back into Hangul, so South Korean spellings find the North
// Korean style of the lists (Gyeongnam / Kyong Nam, Deok-jin / Tok Jin).
import { describe, expect, it } from "vitest";
import { hangulReadings } from "./korean-latin";
import { nameTokens } from "./normalise";
import { nameForms } from "./screen";

const read = (name: string) => hangulReadings(nameTokens(name));

describe("hangulReadings", () => {
  it("reads Revised Romanisation and passport spellings, family name first or last", () => {
    expect(read("Lee Byeong-cheol")).toEqual(["이병철"]);
    expect(read("BYEONGCHEOL LEE")).toEqual(["이병철"]);
    expect(read("GYEONGNAM KIM")).toEqual(["김경남"]);
    expect(read("Choi Bu-il")).toEqual(["최부일"]);
    expect(read("Park Ji-young")).toEqual(["박지영"]);
    expect(read("YEONJUN CHO")).toEqual(["조연준"]);
  });

  it("leaves names that are not Korean, or too long to be, unread", () => {
    expect(read("Harry Blackwell")).toEqual([]);
    expect(read("Wei Qian")).toEqual([]);
    expect(read("Kim")).toEqual([]);
    expect(read("Lee Abcdefghij")).toEqual([]);
  });

  it("adds the romanisations of the reading to the forms screened", () => {
    const forms = nameForms("Lee Deok-jin").map((f) => f.join(" "));
    expect(forms[0]).toBe("lee deok jin");
    expect(forms).toContain("ri tok jin");
  });
});
