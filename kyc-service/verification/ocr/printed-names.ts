// Restores the diacritics the MRZ cannot write, from the names printed in the visual zone.
// Word by word: an MRZ name word is replaced by a printed word only when that word was read
// confidently, carries a marked letter of the holder's national alphabet, transliterates back
// to exactly the MRZ word by ICAO's rules, and no other confident printed word gives a
// different spelling of it. So a restored name always reads back to the MRZ name the check
// digits confirmed; anything less clear keeps the MRZ word.
import { transliteratesTo } from "./icao-transliteration";
import { inNationalAlphabet } from "./name-alphabets";
import type { OcrFields } from "./ocr-fields";

export type PrintedWord = { text: string; confidence: number };

// Below this the model was unsure of some letter; on generated pages wrong accents (È read
// as Ê) came with word confidences far under it, right ones above.
const MIN_CONFIDENCE = 75;

/** The MRZ names with each word whose printed form was read cleanly in its printed spelling. */
export function restoreDiacritics(fields: OcrFields, printed: PrintedWord[]): OcrFields {
  const nationality = fields.ocr_nationality;
  if (!nationality || !fields.ocr_lastName) return fields;
  const candidates = printed
    .filter((word) => word.confidence >= MIN_CONFIDENCE)
    // A hyphenated printed name is several MRZ words (ANNE-HÉLÈNE is ANNE<HELENE).
    .flatMap((word) => word.text.toLocaleUpperCase("und").split("-"))
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
    .filter((word) => /[^A-Z]/.test(word) && inNationalAlphabet(word, nationality));
  const restoreWord = (mrzWord: string) => {
    const spellings = new Set(candidates.filter((word) => transliteratesTo(word, mrzWord)));
    return spellings.size === 1 ? [...spellings][0]! : mrzWord;
  };
  const restore = (name: string | undefined) => name && name.split(" ").map(restoreWord).join(" ");
  const lastName = restore(fields.ocr_lastName);
  const firstName = restore(fields.ocr_firstName);
  if (lastName === fields.ocr_lastName && firstName === fields.ocr_firstName) return fields;
  return {
    ...fields,
    ocr_lastName: lastName,
    ...(firstName ? { ocr_firstName: firstName } : {}),
    ocr_name: [lastName, firstName].filter(Boolean).join(" "),
  };
}
