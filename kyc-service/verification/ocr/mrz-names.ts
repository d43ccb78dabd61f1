// Names in an MRZ carry no check digit, so a misread letter there would pass unnoticed.
// They are confirmed against the visual zone (printed separately, in another font, read in
// a separate recognition): every MRZ name word must appear among the words printed above
// it. A word one edit away from exactly one printed word (JIWOOO / JIWOO, YUK / YUKI — the
// MRZ's filler-crowded letters are where OCR slips) takes the printed spelling: two
// independent reads that nearly agree, with a single candidate, are the printed name.
import type { OcrFields } from "./ocr-fields";

const words = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);

/** The fields with names confirmed (or corrected) by the visual zone, else without names. */
export function confirmNames(fields: OcrFields, visualText: string): OcrFields | null {
  const printed = [...new Set(words(visualText))];
  const confirm = (name: string | undefined) => {
    if (!name) return "";
    const confirmed = words(name).map((word) =>
      printed.includes(word) ? word : nearestPrinted(word, printed),
    );
    return confirmed.every(Boolean) ? confirmed.join(" ") : null;
  };
  const lastName = confirm(fields.ocr_lastName);
  const firstName = confirm(fields.ocr_firstName);
  if (lastName === null || firstName === null || (!lastName && !firstName)) return withoutNames(fields);
  const named: OcrFields = { ...fields, ocr_name: [lastName, firstName].filter(Boolean).join(" ") };
  if (lastName) named.ocr_lastName = lastName;
  if (firstName) named.ocr_firstName = firstName;
  return named;
}

export function withoutNames(fields: OcrFields): OcrFields | null {
  const rest: OcrFields = { ...fields };
  delete rest.ocr_lastName;
  delete rest.ocr_firstName;
  delete rest.ocr_name;
  return Object.keys(rest).length ? rest : null;
}

/** The only printed word of 3+ letters one edit away from `word`, if there is exactly one. */
function nearestPrinted(word: string, printed: string[]): string | undefined {
  if (word.length < 3) return undefined;
  const near = printed.filter((candidate) => candidate.length >= 3 && withinOneEdit(word, candidate));
  return near.length === 1 ? near[0] : undefined;
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  if (a.length === b.length) return rest(a, 1) === rest(b, 1);
  return a.length > b.length ? rest(a, 1) === rest(b, 0) : rest(a, 0) === rest(b, 1);
}
