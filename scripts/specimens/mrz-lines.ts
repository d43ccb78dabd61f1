// Composes ICAO 9303 machine-readable zones (TD3 passports, TD1 ID cards) with their
// check digits, from the specimen's fields.
import type { SpecimenFields } from "./fields";

const value = (char: string) => (char === "<" ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55);

export function mrzCheckDigit(text: string): string {
  const weights = [7, 3, 1];
  return String([...text].reduce((sum, char, i) => sum + value(char) * weights[i % 3]!, 0) % 10);
}

const pad = (text: string, length: number) => text.padEnd(length, "<").slice(0, length);
const mrzText = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, "<");
const yymmdd = (date: string) => date.slice(2).replaceAll("-", "");
const sexCode = (sex: SpecimenFields["sex"]) => (sex === "male" ? "M" : "F");
const names = (fields: SpecimenFields, length: number) =>
  pad(`${mrzText(fields.surname)}<<${mrzText(fields.givenNames)}`, length);

export function td3Lines(fields: SpecimenFields): [string, string] {
  const line1 = pad(`P<${fields.issuingCountry}${names(fields, 39)}`, 44);
  const documentNumber = pad(mrzText(fields.documentNumber), 9);
  const personal = pad("", 14);
  const parts = [
    documentNumber + mrzCheckDigit(documentNumber),
    fields.nationality,
    yymmdd(fields.birthDate) + mrzCheckDigit(yymmdd(fields.birthDate)),
    sexCode(fields.sex),
    yymmdd(fields.expiryDate) + mrzCheckDigit(yymmdd(fields.expiryDate)),
    personal + mrzCheckDigit(personal),
  ];
  const composite = parts[0]! + parts[2]! + parts[4]! + parts[5]!;
  return [line1, parts.join("") + mrzCheckDigit(composite)];
}

export function td1Lines(fields: SpecimenFields): [string, string, string] {
  const documentNumber = pad(mrzText(fields.documentNumber), 9);
  const line1 = pad(`I<${fields.issuingCountry}${documentNumber}${mrzCheckDigit(documentNumber)}`, 30);
  const birth = yymmdd(fields.birthDate) + mrzCheckDigit(yymmdd(fields.birthDate));
  const expiry = yymmdd(fields.expiryDate) + mrzCheckDigit(yymmdd(fields.expiryDate));
  const line2Body = pad(`${birth}${sexCode(fields.sex)}${expiry}${fields.nationality}`, 29);
  const composite = line1.slice(5) + line2Body.slice(0, 7) + line2Body.slice(8, 15) + line2Body.slice(18, 29);
  return [line1, line2Body + mrzCheckDigit(composite), names(fields, 30)];
}
