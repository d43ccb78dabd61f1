// The ID authenticity check of step 2 for Korean IDs (resident registration cards and
// driver licences): the resident number's check digit and its agreement with the birth
// date and gender given; a licence's number structure and 6-digit serial; and what was
// submitted against what step 1's OCR read from the card.
import { maskIdentityNumber } from "../../domain/masking";
import {
  decodeResidentNumber,
  formatResidentNumber,
  normaliseResidentNumber,
  residentCheckDigit,
} from "./resident-number";
import { normaliseLicenceNumber, serialNumberIsValid } from "./licence-number";

export type KoreanIdKind = "resident_card" | "driver_licence";

export type KoreanIdInput = {
  kind: KoreanIdKind;
  idType: string;
  submitted: {
    name: string;
    dateOfBirth: string;
    gender?: string;
    identityNumber?: string;
    licenseNumber?: string;
    serialNumber?: string;
    dateOfIssue?: string;
  };
  /** What step 1's OCR read (reviewOCRData fields); empty when it read nothing. */
  ocr: { ocr_name?: string; ocr_identityNumber?: string; ocr_licenseNumber?: string; ocr_issueDate?: string };
};

export type KoreanIdResult = {
  passed: boolean;
  /** What did not match, for the applicant (retryMsg). */
  problems: string[];
  verificationParams: { fullName: string; idType: string; issueDate?: string; identityNumber?: string };
};

export function koreanIdKind(idType: string, issuingCountry: string): KoreanIdKind | null {
  if (issuingCountry.toUpperCase() !== "KOR") return null;
  if (idType === "government_id") return "resident_card";
  if (idType === "drivers_license") return "driver_licence";
  return null;
}

const hangul = /[가-힣]/;
const compactName = (name: string) => name.replace(/\s+/g, "");

export function checkKoreanId({ kind, idType, submitted, ocr }: KoreanIdInput): KoreanIdResult {
  const problems: string[] = [];
  const identityNumber = submitted.identityNumber ?? ocr.ocr_identityNumber;
  const issueDate = submitted.dateOfIssue ?? ocr.ocr_issueDate;
  const digits = identityNumber ? normaliseResidentNumber(identityNumber) : null;

  if (!identityNumber)
    problems.push("identity_number is required for a Korean ID and could not be read from the ID image");
  else if (!digits) problems.push("identity_number must be 13 digits (YYMMDD-NNNNNNN)");
  else {
    const decoded = decodeResidentNumber(digits);
    if (!decoded) problems.push("identity_number does not start with a real date of birth");
    else if (residentCheckDigit(digits.slice(0, 12)) !== Number(digits[12]))
      problems.push("identity_number has a wrong check digit");
    else {
      if (decoded.birthDate !== submitted.dateOfBirth)
        problems.push("identity_number does not match date_of_birth");
      if (submitted.gender && decoded.sex !== submitted.gender)
        problems.push("identity_number does not match gender");
    }
    if (
      ocr.ocr_identityNumber &&
      submitted.identityNumber &&
      normaliseResidentNumber(ocr.ocr_identityNumber) !== digits
    ) {
      problems.push("identity_number differs from the number on the ID image");
    }
  }

  if (kind === "driver_licence") {
    const licence = submitted.licenseNumber ?? ocr.ocr_licenseNumber;
    if (!licence)
      problems.push(
        "license_number is required for a Korean driver licence and could not be read from the ID image",
      );
    else if (!normaliseLicenceNumber(licence))
      problems.push("license_number must be a Korean licence number (RR-YY-NNNNNN-NN with a known region)");
    else if (
      ocr.ocr_licenseNumber &&
      submitted.licenseNumber &&
      normaliseLicenceNumber(ocr.ocr_licenseNumber) !== normaliseLicenceNumber(licence)
    ) {
      problems.push("license_number differs from the number on the ID image");
    }
    if (!submitted.serialNumber)
      problems.push("serial_number (the 6 digits under the photo) is required for a Korean driver licence");
    else if (!serialNumberIsValid(submitted.serialNumber)) problems.push("serial_number must be 6 digits");
  }

  // A romanised name cannot be compared with the Hangul on the card; a Hangul one can.
  if (
    ocr.ocr_name &&
    hangul.test(submitted.name) &&
    compactName(ocr.ocr_name) !== compactName(submitted.name)
  ) {
    problems.push("name differs from the name on the ID image");
  }
  if (ocr.ocr_issueDate && submitted.dateOfIssue && ocr.ocr_issueDate !== submitted.dateOfIssue) {
    problems.push("date_of_issue differs from the issue date on the ID image");
  }

  return {
    passed: problems.length === 0,
    problems,
    verificationParams: {
      fullName: submitted.name,
      idType,
      ...(issueDate ? { issueDate } : {}),
      ...(identityNumber
        ? { identityNumber: maskIdentityNumber(digits ? formatResidentNumber(digits) : identityNumber) }
        : {}),
    },
  };
}
