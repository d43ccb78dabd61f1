import { describe, expect, it } from "vitest";
import { findIssueDate, findLicenceNumber, findResidentNumber, readKoreanCardText } from "./korean-card-text";

// Texts as tesseract's Korean model returned them for degraded specimens (noise included).
const RESIDENT_CARD = `즈 미 드  즈
개 ~ 민등록증

장서연

680614-2462144                     2
경기도 성남시 분당구 판교역로

235

2024. 11. 23.
부산광역시 해운대구청장
`;
const DRIVER_LICENCE = `자동차운전면허증

미1/6『'5 ㄴ106056

1종보통 _ 17-18-000113-77
조은지

550706-1930001

서울특별시 종로구 세종대로 209

적성검사기간 2027.05.10 ~ 2028.05.10

2018.05.10
서울특별시경찰청장
`;

describe("readKoreanCardText", () => {
  it("reads a resident registration card: the name above the number, the issue date", () => {
    expect(readKoreanCardText(RESIDENT_CARD, "resident_card")).toEqual({
      ocr_name: "장서연",
      ocr_identityNumber: "680614-2462144",
      ocr_birthDate: "1968-06-14",
      ocr_gender: "female",
      ocr_issueDate: "2024-11-23",
    });
  });

  it("reads a driver licence, skipping the renewal period's dates", () => {
    expect(readKoreanCardText(DRIVER_LICENCE, "driver_licence")).toEqual({
      ocr_name: "조은지",
      ocr_identityNumber: "550706-1930001",
      ocr_birthDate: "1955-07-06",
      ocr_gender: "male",
      ocr_licenseNumber: "17-18-000113-77",
      ocr_issueDate: "2018-05-10",
    });
  });

  it("leaves out a name that does not open with a Korean family name (a misread)", () => {
    const misread = DRIVER_LICENCE.replace("조은지", "저서미");
    expect(readKoreanCardText(misread, "driver_licence")).not.toHaveProperty("ocr_name");
    expect(readKoreanCardText(DRIVER_LICENCE.replace("조은지", "남궁민"), "driver_licence").ocr_name).toBe(
      "남궁민",
    );
    // The name line lost, the title read apart right above the number.
    expect(
      readKoreanCardText(RESIDENT_CARD.replace("장서연\n", "주민    등록증\n"), "resident_card"),
    ).not.toHaveProperty("ocr_name");
  });

  it("returns nothing it cannot check", () => {
    expect(findResidentNumber("680614-2462145")).toBeUndefined(); // wrong check digit
    expect(findResidentNumber("681314-2462144")).toBeUndefined(); // month 13
    expect(findLicenceNumber("99-18-000113-77")).toBeUndefined(); // no such region
    expect(findIssueDate(["2024. 13. 40."])).toBeUndefined();
    // A name is only taken from right above a checked resident number.
    expect(readKoreanCardText("a cat on a sofa\n고양이", "resident_card")).toEqual({});
  });

  it("repairs letters read in place of digits", () => {
    expect(findResidentNumber("68O614-2462l44")).toBe("680614-2462144");
  });
});
