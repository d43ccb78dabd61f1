import { describe, expect, it } from "vitest";
import { nameForms, scriptOf, shownName } from "./hangul-name";

describe("scriptOf", () => {
  it("tells Hangul from Latin by Unicode script", () => {
    expect(scriptOf("홍길동")).toBe("hangul");
    expect(scriptOf("김 민 준")).toBe("hangul");
    expect(scriptOf("HONG GILDONG")).toBe("latin");
    expect(scriptOf("Renée O'Neil")).toBe("latin");
    expect(scriptOf("홍 Gildong")).toBe("mixed");
    expect(scriptOf("山田太郎")).toBe("mixed");
    expect(scriptOf(" 123 ")).toBe("none");
  });
});

describe("nameForms", () => {
  it("shows the Hangul form first with the Latin one beside it, whichever came first", () => {
    expect(nameForms(["HONG GILDONG", "홍길동"])).toEqual({ name: "홍길동", romanised: "HONG GILDONG" });
    expect(nameForms(["홍길동", undefined, "Hong  Gildong "])).toEqual({
      name: "홍길동",
      romanised: "Hong Gildong",
    });
  });

  it("keeps a name in one script as it is", () => {
    expect(nameForms(["Jane Doe", "JANE DOE"])).toEqual({ name: "Jane Doe" });
    expect(nameForms(["홍길동", "홍 길동"])).toEqual({ name: "홍길동" });
    expect(nameForms(["  ", null, undefined])).toBeNull();
  });
});

describe("shownName", () => {
  const record = (data: Record<string, unknown>, fullName?: string) =>
    ({
      data,
      kyc: {
        result: "pending",
        attempts: fullName ? [{ attemptCnt: 1, verificationParams: { fullName } }] : [],
      },
    }) as unknown as Parameters<typeof shownName>[0];

  it("pairs the typed name with the OCR family and given names", () => {
    expect(shownName(record({ name: "김민준", ocr_lastName: "KIM", ocr_firstName: "MINJUN" }))).toEqual({
      name: "김민준",
      romanised: "KIM MINJUN",
    });
  });

  it("finds the Hangul form in the ID check's input", () => {
    expect(shownName(record({ name: "Lee Seoyeon" }, "이서연"))).toEqual({
      name: "이서연",
      romanised: "Lee Seoyeon",
    });
  });

  it("has nothing to show before the applicant gave a name", () => {
    expect(shownName(record({}))).toBeNull();
  });
});
