// Korean driver licence number (운전면허번호): RR-YY-NNNNNN-CC — a two-digit regional code
// (or, on cards since 2011, the region's name), the two-digit year of first issue, a
// six-digit sequence, and two control digits. The control digits' formula is not
// published, so only the structure is checked. The card also carries a separate 6-digit
// serial number (암호일련번호) printed under the photo.

export const LICENCE_REGIONS: Record<string, string> = {
  "11": "서울",
  "12": "부산",
  "13": "경기",
  "14": "강원",
  "15": "충북",
  "16": "충남",
  "17": "전북",
  "18": "전남",
  "19": "경북",
  "20": "경남",
  "21": "제주",
  "22": "대구",
  "23": "인천",
  "24": "광주",
  "25": "대전",
  "26": "울산",
  "28": "경기북부",
};

/** Twelve digits "RRYYNNNNNNCC" when the text is a well-formed licence number, else null. */
export function normaliseLicenceNumber(value: string): string | null {
  let text = value.trim();
  for (const [code, region] of Object.entries(LICENCE_REGIONS)) {
    if (text.startsWith(region)) text = code + text.slice(region.length);
  }
  const digits = text.replace(/[\s-]/g, "");
  if (!/^\d{12}$/.test(digits)) return null;
  return digits.slice(0, 2) in LICENCE_REGIONS ? digits : null;
}

export const formatLicenceNumber = (digits: string) =>
  `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4, 10)}-${digits.slice(10)}`;

export const licenceNumberIsValid = (value: string) => normaliseLicenceNumber(value) !== null;

export const serialNumberIsValid = (value: string) => /^\d{6}$/.test(value.trim());
