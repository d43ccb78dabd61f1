// Names in an MRZ carry no check digit, so a misread letter there would pass unnoticed.
// They are confirmed against the visual zone (printed separately, in another font): every
// name word read in the MRZ must appear among the words printed above it.
import type { OcrFields } from "./ocr-fields";

const words = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);

export function confirmNames(fields: OcrFields, visualText: string): boolean {
  const printed = new Set(words(visualText));
  const nameWords = words(`${fields.ocr_lastName ?? ""} ${fields.ocr_firstName ?? ""}`);
  return nameWords.length > 0 && nameWords.every((word) => printed.has(word));
}

export function withoutNames(fields: OcrFields): OcrFields | null {
  const rest: OcrFields = { ...fields };
  delete rest.ocr_lastName;
  delete rest.ocr_firstName;
  delete rest.ocr_name;
  return Object.keys(rest).length ? rest : null;
}
