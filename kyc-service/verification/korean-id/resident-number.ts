// Korean resident registration number (주민등록번호): YYMMDD-SBBBBBC. S encodes the century
// and sex; C is a weighted mod-11 check digit over the first twelve digits. Numbers issued
// since October 2020 drop the regional digits but keep the check digit's arithmetic.

const WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];

export type Sex = "male" | "female";

export function residentCheckDigit(firstTwelve: string): number {
  const sum = [...firstTwelve].reduce((total, digit, i) => total + Number(digit) * WEIGHTS[i]!, 0);
  return (11 - (sum % 11)) % 10;
}

/** Strips spaces and the dash; null when the shape is not thirteen digits. */
export function normaliseResidentNumber(value: string): string | null {
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{13}$/.test(digits) ? digits : null;
}

export const formatResidentNumber = (digits: string) => `${digits.slice(0, 6)}-${digits.slice(6)}`;

/** Birth date and sex encoded in the number, or null when they do not form a real date. */
export function decodeResidentNumber(
  value: string,
): { birthDate: string; sex: Sex; foreigner: boolean } | null {
  const digits = normaliseResidentNumber(value);
  if (!digits) return null;
  const code = Number(digits[6]);
  const century = [1800, 1900, 1900, 2000, 2000, 1900, 1900, 2000, 2000, 1800][code]!;
  const year = century + Number(digits.slice(0, 2));
  const month = digits.slice(2, 4);
  const day = digits.slice(4, 6);
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) return null;
  return {
    birthDate: `${year}-${month}-${day}`,
    sex: code % 2 === 1 ? "male" : "female",
    foreigner: code >= 5 && code <= 8,
  };
}

export function residentNumberIsValid(value: string): boolean {
  const digits = normaliseResidentNumber(value);
  return (
    digits !== null &&
    decodeResidentNumber(digits) !== null &&
    residentCheckDigit(digits.slice(0, 12)) === Number(digits[12])
  );
}

/** A number for a citizen born on birthDate, with a valid check digit; `serial` picks the middle five digits. */
export function makeResidentNumber(birthDate: string, sex: Sex, serial: number): string {
  const [year, month, day] = birthDate.split("-");
  const born2000s = Number(year) >= 2000;
  const code = (born2000s ? 3 : 1) + (sex === "female" ? 1 : 0);
  const firstTwelve = `${year!.slice(2)}${month}${day}${code}${String(serial % 100000).padStart(5, "0")}`;
  return formatResidentNumber(`${firstTwelve}${residentCheckDigit(firstTwelve)}`);
}
