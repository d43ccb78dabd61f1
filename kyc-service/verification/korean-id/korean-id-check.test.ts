import { describe, expect, it } from "vitest";
import { checkKoreanId, koreanIdKind, type KoreanIdInput } from "./korean-id-check";

const card: KoreanIdInput = {
  kind: "resident_card",
  idType: "government_id",
  submitted: {
    name: "장서연",
    dateOfBirth: "1968-06-14",
    gender: "female",
    identityNumber: "680614-2462144",
    dateOfIssue: "2024-11-23",
  },
  ocr: { ocr_name: "장서연", ocr_identityNumber: "680614-2462144", ocr_issueDate: "2024-11-23" },
};
const licence: KoreanIdInput = {
  kind: "driver_licence",
  idType: "drivers_license",
  submitted: {
    name: "조은지",
    dateOfBirth: "1955-07-06",
    gender: "male",
    identityNumber: "550706-1930001",
    licenseNumber: "17-18-000113-77",
    serialNumber: "007507",
  },
  ocr: { ocr_identityNumber: "550706-1930001", ocr_licenseNumber: "17-18-000113-77" },
};
const withSubmitted = (input: KoreanIdInput, submitted: Partial<KoreanIdInput["submitted"]>) => ({
  ...input,
  submitted: { ...input.submitted, ...submitted },
});

describe("checkKoreanId", () => {
  it("passes a consistent resident card and records masked parameters", () => {
    expect(checkKoreanId(card)).toEqual({
      passed: true,
      problems: [],
      verificationParams: {
        fullName: "장서연",
        idType: "government_id",
        issueDate: "2024-11-23",
        identityNumber: "680614-2******",
      },
    });
  });

  it("names each mismatch with the resident number", () => {
    expect(checkKoreanId(withSubmitted(card, { dateOfBirth: "1968-06-15" })).problems).toEqual([
      "identity_number does not match date_of_birth",
    ]);
    expect(checkKoreanId(withSubmitted(card, { gender: "male" })).problems).toEqual([
      "identity_number does not match gender",
    ]);
    expect(checkKoreanId(withSubmitted(card, { identityNumber: "680614-2462145" })).problems).toEqual([
      "identity_number has a wrong check digit",
      "identity_number differs from the number on the ID image",
    ]);
    expect(checkKoreanId(withSubmitted(card, { identityNumber: "6806142462" })).problems).toEqual([
      "identity_number must be 13 digits (YYMMDD-NNNNNNN)",
    ]);
  });

  it("uses the number OCR read when none was submitted, and asks for one when neither exists", () => {
    expect(checkKoreanId(withSubmitted(card, { identityNumber: undefined })).passed).toBe(true);
    const none = checkKoreanId({ ...withSubmitted(card, { identityNumber: undefined }), ocr: {} });
    expect(none.problems).toEqual([
      "identity_number is required for a Korean ID and could not be read from the ID image",
    ]);
    expect(none.verificationParams).not.toHaveProperty("identityNumber");
  });

  it("compares the submitted name and issue date with what OCR read", () => {
    expect(checkKoreanId(withSubmitted(card, { name: "장 서연" })).passed).toBe(true);
    expect(checkKoreanId(withSubmitted(card, { name: "Jang Seoyeon" })).passed).toBe(true); // romanised: not comparable
    expect(
      checkKoreanId(withSubmitted(card, { name: "김서연", dateOfIssue: "2024-11-24" })).problems,
    ).toEqual([
      "name differs from the name on the ID image",
      "date_of_issue differs from the issue date on the ID image",
    ]);
  });

  it("checks a driver licence's number structure and serial", () => {
    expect(checkKoreanId(licence).passed).toBe(true);
    expect(checkKoreanId(withSubmitted(licence, { licenseNumber: "99-18-000113-77" })).problems).toEqual([
      "license_number must be a Korean licence number (RR-YY-NNNNNN-NN with a known region)",
    ]);
    expect(checkKoreanId(withSubmitted(licence, { licenseNumber: "17-18-000114-77" })).problems).toEqual([
      "license_number differs from the number on the ID image",
    ]);
    expect(checkKoreanId(withSubmitted(licence, { serialNumber: undefined })).problems).toEqual([
      "serial_number (the 6 digits under the photo) is required for a Korean driver licence",
    ]);
  });

  it("applies to Korean resident cards and driver licences only", () => {
    expect(koreanIdKind("government_id", "KOR")).toBe("resident_card");
    expect(koreanIdKind("drivers_license", "kor")).toBe("driver_licence");
    expect(koreanIdKind("passport", "KOR")).toBeNull();
    expect(koreanIdKind("government_id", "JPN")).toBeNull();
  });
});
