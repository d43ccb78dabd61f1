// From the OCR'd text of a Korean resident registration card or driver licence to fields.
// Every number is checked before it is returned: a resident number only with a valid
// check digit and real birth date, a licence number only with a known region code.
import {
  decodeResidentNumber,
  formatResidentNumber,
  residentNumberIsValid,
} from "../korean-id/resident-number";
import { formatLicenceNumber, normaliseLicenceNumber } from "../korean-id/licence-number";
import { FAMILY_SPELLINGS } from "../../aml/korean-family-names";
import type { OcrFields } from "./ocr-fields";

export type KoreanCardKind = "resident_card" | "driver_licence";

// Printed words that are never a holder's name.
const NOT_NAMES = new Set([
  "주민등록증",
  "자동차운전면허증",
  "운전면허증",
  "보통",
  "대형",
  "소형",
  "특수",
  "원동기",
  "적성검사기간",
  "갱신기간",
  "조건",
]);
const OFFICES = /(청장|시장|군수|구청|경찰|도지사|특별시|광역시)$/;
// A card's title read in pieces (주민 | 등록증, spaced wide) must not pass for a name either.
const TITLES = ["주민등록증", "자동차운전면허증"];

// Digits tesseract's Korean model confuses with letters in numbers.
const digitFixes: Record<string, string> = {
  O: "0",
  o: "0",
  D: "0",
  I: "1",
  l: "1",
  "|": "1",
  Z: "2",
  S: "5",
  B: "8",
  G: "6",
};
const asDigits = (text: string) => text.replace(/[OoDIl|ZSBG]/g, (char) => digitFixes[char]!);

export function findResidentNumber(text: string): string | undefined {
  for (const match of asDigits(text).matchAll(/(\d{6})\s*[-–—~.]?\s*(\d{7})/g)) {
    const digits = `${match[1]}${match[2]}`;
    if (residentNumberIsValid(digits)) return formatResidentNumber(digits);
  }
  return undefined;
}

export function findLicenceNumber(text: string): string | undefined {
  for (const match of asDigits(text).matchAll(
    /(\d{2})\s*[-–—.]\s*(\d{2})\s*[-–—.]\s*(\d{6})\s*[-–—.]\s*(\d{2})/g,
  )) {
    const digits = normaliseLicenceNumber(match.slice(1, 5).join(""));
    if (digits) return formatLicenceNumber(digits);
  }
  return undefined;
}

/** The issue date: a date on a line that is not a validity period ("… ~ …"). */
export function findIssueDate(lines: string[]): string | undefined {
  const dates: string[] = [];
  for (const line of lines) {
    if (/[~∼〜]/.test(line) || /기간/.test(line)) continue;
    for (const match of asDigits(line).matchAll(/((?:19|20)\d{2})\s*[.,]\s*(\d{1,2})\s*[.,]\s*(\d{1,2})/g)) {
      const iso = `${match[1]}-${match[2]!.padStart(2, "0")}-${match[3]!.padStart(2, "0")}`;
      const date = new Date(`${iso}T00:00:00Z`);
      if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso)) dates.push(iso);
    }
  }
  // The issue date is printed last, above the issuing office.
  return dates.at(-1);
}

function nameIn(line: string): string | undefined {
  // The name may be followed by OCR noise from the photo or a seal, set apart by a wide gap.
  const compact = (line.split(/\s{3,}/)[0] ?? "").replace(/\([^)]*\)/g, "").replace(/[\s|.,'"`]/g, "");
  if (!/^[가-힣]{2,5}$/.test(compact)) return undefined;
  if (NOT_NAMES.has(compact) || OFFICES.test(compact) || /[0-9]종/.test(compact)) return undefined;
  if (TITLES.some((title) => title.includes(compact))) return undefined;
  // The model misreads blurred names confidently (정성민 as 저서미, every syllable at 90%),
  // and names have no check digit: a name that does not open with a family name is a misread.
  if (!FAMILY_SPELLINGS.has(compact.slice(0, 2)) && !FAMILY_SPELLINGS.has(compact[0]!)) return undefined;
  return compact;
}

/**
 * The holder's name: on both cards it is printed directly above the resident number, so
 * the nearest name-like line above a checked number. Without that anchor a name-like line
 * is as likely a misread title or seal, so none is returned.
 */
export function findHangulName(lines: string[]): string | undefined {
  const numberLine = lines.findIndex((line) => findResidentNumber(line) !== undefined);
  for (let i = numberLine - 1; i >= Math.max(0, numberLine - 2); i--) {
    const name = nameIn(lines[i]!);
    if (name) return name;
  }
  return undefined;
}

export function readKoreanCardText(text: string, kind: KoreanCardKind): OcrFields {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const fields: OcrFields = {};
  const name = findHangulName(lines);
  if (name) fields.ocr_name = name;
  const residentNumber = findResidentNumber(text);
  if (residentNumber) {
    fields.ocr_identityNumber = residentNumber;
    const decoded = decodeResidentNumber(residentNumber)!;
    fields.ocr_birthDate = decoded.birthDate;
    fields.ocr_gender = decoded.sex;
  }
  if (kind === "driver_licence") {
    const licence = findLicenceNumber(text);
    if (licence) fields.ocr_licenseNumber = licence;
  }
  const issueDate = findIssueDate(lines);
  if (issueDate) fields.ocr_issueDate = issueDate;
  return fields;
}
