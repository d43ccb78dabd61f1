// Page layouts of the four specimen kinds, as SVG plus where the portrait goes.
// Sizes are the ICAO/ISO formats at about 300 dpi: ID-1 cards 85.6 x 54 mm, the passport
// data page 125 x 88 mm.
import type { SpecimenFields, SpecimenKind } from "./fields";
import { td1Lines, td3Lines } from "./mrz-lines";
import { labelled, mrzLines, securityBackground, svgDocument, text } from "./svg";

export type Layout = {
  width: number;
  height: number;
  svg: string;
  photo: { left: number; top: number; width: number; height: number };
};

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const vizDate = (iso: string) =>
  `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const dottedDate = (iso: string) => `${iso.slice(0, 4)}.${iso.slice(5, 7)}.${iso.slice(8, 10)}`;
const spacedDate = (iso: string) =>
  `${Number(iso.slice(0, 4))}. ${Number(iso.slice(5, 7))}. ${Number(iso.slice(8, 10))}.`;
const sexLetter = (fields: SpecimenFields) => (fields.sex === "male" ? "M" : "F");

function passport(fields: SpecimenFields, seed: number): Layout {
  const [width, height] = [1500, 1050];
  const korean = fields.issuingCountry === "KOR";
  const body = [
    securityBackground(width, height, "#7a4b8c", seed),
    `<rect x="0" y="850" width="${width}" height="200" fill="#fbfaf6"/>`,
    text(60, 80, korean ? "대한민국 REPUBLIC OF KOREA" : `PASSPORT · ${fields.issuingCountry}`, {
      size: 40,
      weight: 700,
      fill: "#3b2450",
    }),
    text(60, 130, korean ? "여권 PASSPORT" : "PASSPORT", { size: 30, fill: "#3b2450" }),
    labelled(480, 190, "Type / 종류", "P"),
    labelled(700, 190, "Issuing country / 발행국", fields.issuingCountry),
    labelled(1080, 190, "Passport No. / 여권번호", fields.documentNumber),
    labelled(480, 290, "Surname / 성", fields.surname),
    labelled(480, 390, "Given names / 이름", fields.givenNames),
    labelled(480, 490, "Nationality / 국적", fields.nationality),
    labelled(480, 590, "Date of birth / 생년월일", vizDate(fields.birthDate)),
    labelled(960, 590, "Sex / 성별", sexLetter(fields)),
    labelled(480, 690, "Date of issue / 발급일", vizDate(fields.issueDate)),
    labelled(960, 690, "Date of expiry / 기간만료일", vizDate(fields.expiryDate)),
    mrzLines(td3Lines(fields), 57, 925, 31.5, 78, 44),
  ].join("");
  return {
    width,
    height,
    svg: svgDocument(width, height, body),
    photo: { left: 60, top: 190, width: 380, height: 480 },
  };
}

function idCard(fields: SpecimenFields, seed: number): Layout {
  const [width, height] = [1012, 638];
  const body = [
    securityBackground(width, height, "#2c6e8f", seed),
    `<rect x="0" y="430" width="${width}" height="208" fill="#fbfaf6"/>`,
    text(40, 62, `IDENTITY CARD · ${fields.issuingCountry}`, { size: 34, weight: 700, fill: "#173d52" }),
    labelled(300, 110, "Surname", fields.surname, 26),
    labelled(300, 175, "Given names", fields.givenNames, 26),
    labelled(300, 240, "Sex", sexLetter(fields), 26),
    labelled(420, 240, "Nationality", fields.nationality, 26),
    labelled(640, 240, "Date of birth", vizDate(fields.birthDate), 26),
    labelled(300, 305, "Document No.", fields.documentNumber, 26),
    labelled(640, 305, "Date of expiry", vizDate(fields.expiryDate), 26),
    mrzLines(td1Lines(fields), 36, 488, 31.5, 62, 42),
  ].join("");
  return {
    width,
    height,
    svg: svgDocument(width, height, body),
    photo: { left: 40, top: 95, width: 230, height: 300 },
  };
}

function residentCard(fields: SpecimenFields, seed: number): Layout {
  const [width, height] = [1012, 638];
  const [street, ...rest] = fields.address.split(" ").reduce<string[]>((lines, word) => {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + word.length < 16) lines[last] += ` ${word}`;
    else lines.push(word);
    return lines;
  }, []);
  const body = [
    securityBackground(width, height, "#3f7f5f", seed),
    text(380, 100, "주민등록증", { size: 60, weight: 700, anchor: "middle", spacing: 10 }),
    text(60, 210, fields.nameHangul, { size: 50, weight: 700, spacing: 6 }),
    text(60, 290, fields.residentNumber, { size: 44, weight: 700, spacing: 2 }),
    text(60, 370, street ?? "", { size: 30 }),
    text(60, 415, rest.join(" "), { size: 30 }),
    text(500, 520, spacedDate(fields.issueDate), { size: 32, anchor: "middle" }),
    text(500, 585, fields.issuer, { size: 36, weight: 700, anchor: "middle" }),
  ].join("");
  return {
    width,
    height,
    svg: svgDocument(width, height, body),
    photo: { left: 730, top: 140, width: 230, height: 290 },
  };
}

function driverLicence(fields: SpecimenFields, seed: number): Layout {
  const [width, height] = [1012, 638];
  const renewalStart = `${Number(fields.expiryDate.slice(0, 4)) - 1}${fields.expiryDate.slice(4)}`;
  const body = [
    securityBackground(width, height, "#b06a2c", seed),
    text(560, 80, "자동차운전면허증", { size: 50, weight: 700, anchor: "middle", spacing: 4 }),
    text(560, 118, "Driver's License", { size: 24, anchor: "middle", fill: "#6b4a2c" }),
    text(300, 185, "1종보통", { size: 30, weight: 700 }),
    text(470, 185, fields.licenceNumber, { size: 40, weight: 700, spacing: 1 }),
    text(300, 255, fields.nameHangul, { size: 42, weight: 700, spacing: 6 }),
    text(300, 320, fields.residentNumber, { size: 38, weight: 700, spacing: 1 }),
    text(300, 380, fields.address, { size: 26 }),
    text(300, 440, `적성검사기간 ${dottedDate(renewalStart)} ~ ${dottedDate(fields.expiryDate)}`, {
      size: 24,
    }),
    text(620, 525, dottedDate(fields.issueDate), { size: 32, anchor: "middle" }),
    text(620, 585, "서울특별시경찰청장", { size: 36, weight: 700, anchor: "middle" }),
    text(150, 435, fields.licenceSerial, { size: 30, weight: 700, anchor: "middle", spacing: 3 }),
  ].join("");
  return {
    width,
    height,
    svg: svgDocument(width, height, body),
    photo: { left: 40, top: 130, width: 220, height: 270 },
  };
}

export function layoutSpecimen(kind: SpecimenKind, fields: SpecimenFields, seed: number): Layout {
  switch (kind) {
    case "passport":
      return passport(fields, seed);
    case "id_card":
      return idCard(fields, seed);
    case "kr_resident_card":
      return residentCard(fields, seed);
    case "kr_driver_licence":
      return driverLicence(fields, seed);
  }
}
