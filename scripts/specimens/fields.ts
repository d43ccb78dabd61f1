// What a specimen says, and what a perfect reader would read from it (the ground truth,
// in the shape of the service's reviewOCRData).
import type { z } from "zod";
import type { ReviewOcrData } from "../../common/kyc-api/schemas";
import {
  decodeResidentNumber,
  makeResidentNumber,
} from "../../kyc-service/verification/korean-id/resident-number";
import {
  formatLicenceNumber,
  LICENCE_REGIONS,
} from "../../kyc-service/verification/korean-id/licence-number";
import { seededRandom } from "../../common/seeded-random";

export const SPECIMEN_KINDS = ["passport", "id_card", "kr_resident_card", "kr_driver_licence"] as const;
export type SpecimenKind = (typeof SPECIMEN_KINDS)[number];

export type SpecimenFields = {
  surname: string;
  givenNames: string;
  /** The name in Hangul, printed on Korean cards. */
  nameHangul: string;
  sex: "male" | "female";
  birthDate: string;
  nationality: string;
  issuingCountry: string;
  documentNumber: string;
  issueDate: string;
  expiryDate: string;
  residentNumber: string;
  licenceNumber: string;
  /** The 6-digit serial printed under the photo of a driver licence. */
  licenceSerial: string;
  address: string;
  issuer: string;
};

const SURNAMES = [
  ["KIM", "김"],
  ["LEE", "이"],
  ["PARK", "박"],
  ["CHOI", "최"],
  ["JUNG", "정"],
  ["KANG", "강"],
  ["CHO", "조"],
  ["YOON", "윤"],
  ["JANG", "장"],
  ["LIM", "임"],
  ["HAN", "한"],
  ["SHIN", "신"],
] as const;
const GIVEN = [
  ["MINJUN", "민준"],
  ["SEOYEON", "서연"],
  ["JIHO", "지호"],
  ["HAEUN", "하은"],
  ["DOYUN", "도윤"],
  ["JIWOO", "지우"],
  ["SEOJUN", "서준"],
  ["SUAH", "수아"],
  ["YEJUN", "예준"],
  ["JIMIN", "지민"],
  ["HYUNWOO", "현우"],
  ["EUNJI", "은지"],
  ["SUNGMIN", "성민"],
  ["YUNA", "유나"],
] as const;
const FOREIGN = [
  ["NOVAK", "ANNA MARIA", "CZE"],
  ["SCHMIDT", "LUKAS", "DEU"],
  ["DUBOIS", "CAMILLE", "FRA"],
  ["ROSSI", "MARCO", "ITA"],
  ["NGUYEN", "VAN AN", "VNM"],
  ["TANAKA", "YUKI", "JPN"],
  ["SMITH", "OLIVIA", "GBR"],
  ["SILVA", "JOAO PEDRO", "PRT"],
] as const;
const STREETS = [
  "서울특별시 종로구 세종대로 209",
  "서울특별시 강남구 테헤란로 152",
  "부산광역시 해운대구 센텀중앙로 79",
  "대전광역시 서구 둔산로 100",
  "경기도 성남시 분당구 판교역로 235",
  "인천광역시 연수구 컨벤시아대로 165",
];
const ISSUERS = [
  "서울특별시 종로구청장",
  "서울특별시 강남구청장",
  "부산광역시 해운대구청장",
  "대전광역시 서구청장",
];

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** Plausible fields for one specimen; the same seed gives the same fields. */
export function randomSpecimenFields(kind: SpecimenKind, seed: number): SpecimenFields {
  const random = seededRandom(seed * 7919 + SPECIMEN_KINDS.indexOf(kind));
  const korean = kind !== "id_card";
  const [surname, surnameHangul] = random.pick(SURNAMES);
  const [given, givenHangul] = random.pick(GIVEN);
  const foreign = random.pick(FOREIGN);
  const sex = random.next() < 0.5 ? "male" : "female";
  const birthDate = isoDate(random.int(1950, 2005), random.int(1, 12), random.int(1, 28));
  const issueYear = random.int(2016, 2025);
  const issueDate = isoDate(issueYear, random.int(1, 12), random.int(1, 28));
  const expiryDate = isoDate(issueYear + 10, Number(issueDate.slice(5, 7)), Number(issueDate.slice(8, 10)));
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  const region = random.pick(Object.keys(LICENCE_REGIONS).filter((code) => code !== "28"));
  const licenceDigits = `${region}${issueDate.slice(2, 4)}${String(random.int(0, 999999)).padStart(6, "0")}${String(random.int(10, 99))}`;
  return {
    surname: korean ? surname : foreign[0],
    givenNames: korean ? given : foreign[1],
    nameHangul: `${surnameHangul}${givenHangul}`,
    sex,
    birthDate,
    nationality: korean ? "KOR" : foreign[2],
    issuingCountry: korean ? "KOR" : foreign[2],
    documentNumber: korean
      ? `M${String(random.int(0, 99999999)).padStart(8, "0")}`
      : `${random.pick([...letters])}${random.pick([...letters])}${String(random.int(0, 9999999)).padStart(7, "0")}`,
    issueDate,
    expiryDate,
    residentNumber: makeResidentNumber(birthDate, sex, random.int(0, 99999)),
    licenceNumber: formatLicenceNumber(licenceDigits),
    licenceSerial: String(random.int(0, 999999)).padStart(6, "0"),
    address: random.pick(STREETS),
    issuer: random.pick(ISSUERS),
  };
}

/** The fields a reader should return for this document, named as in reviewOCRData. */
export function groundTruth(kind: SpecimenKind, fields: SpecimenFields): z.infer<typeof ReviewOcrData> {
  if (kind === "passport" || kind === "id_card") {
    return {
      ocr_lastName: fields.surname,
      ocr_firstName: fields.givenNames,
      ocr_name: `${fields.surname} ${fields.givenNames}`,
      ocr_birthDate: fields.birthDate,
      ocr_expireDate: fields.expiryDate,
      ocr_gender: fields.sex,
      ocr_nationality: fields.nationality,
    };
  }
  const decoded = decodeResidentNumber(fields.residentNumber);
  return {
    ocr_name: fields.nameHangul,
    ocr_identityNumber: fields.residentNumber,
    ...(kind === "kr_driver_licence" ? { ocr_licenseNumber: fields.licenceNumber } : {}),
    ocr_issueDate: fields.issueDate,
    ...(decoded ? { ocr_birthDate: decoded.birthDate, ocr_gender: decoded.sex } : {}),
  };
}
