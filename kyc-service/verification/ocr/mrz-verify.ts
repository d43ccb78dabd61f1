// Checks a zone's data against its check digits, correcting the reading where the known OCR
// confusions allow exactly that (mrz-repair.ts). Dates are trusted on their own check digit;
// the rest of the data (sex, nationality, names: no check digit covers them) only when every
// check digit of the zone holds, the composite included, so the zone as a whole read true.
import { LAYOUTS, put, take, type MrzFormat } from "./mrz-layout";
import { asDigits, checkDigit, passesCheck, repairsOf } from "./mrz-repair";

export type VerifiedZone = {
  /** The lines with every accepted correction applied. */
  lines: string[];
  birth?: string;
  expiry?: string;
  /** Every check digit holds: document number, dates, personal number, composite. */
  verified: boolean;
};

// More candidate readings than this for the composite to choose among, and a pass could
// be chance (a check digit has ten values): the line is then not taken as verified.
const MAX_COMPOSITE_TRIES = 4;

export function verifyZone(read: readonly string[], format: MrzFormat): VerifiedZone {
  const layout = LAYOUTS[format];
  const lines = [...read];
  const date = (value: string, check: string) => {
    const digits = asDigits(value);
    const checkDigits = asDigits(check);
    return digits && checkDigits && passesCheck(digits, checkDigits) ? digits : undefined;
  };
  const birth = date(take(lines, layout.birth), take(lines, layout.birthCheck));
  const expiry = date(take(lines, layout.expiry), take(lines, layout.expiryCheck));
  if (birth) put(lines, layout.birth, birth);
  if (birth) put(lines, layout.birthCheck, asDigits(take(lines, layout.birthCheck))!);
  if (expiry) put(lines, layout.expiry, expiry);
  if (expiry) put(lines, layout.expiryCheck, asDigits(take(lines, layout.expiryCheck))!);
  const result: VerifiedZone = { lines, birth, expiry, verified: false };
  if (!birth || !expiry) return result;

  const documents = documentNumberReadings(lines, format);
  const personals = layout.personal
    ? repairsOf(take(lines, layout.personal.value), take(lines, layout.personal.check)).map((value) => ({
        value,
        check: take(lines, layout.personal!.check),
      }))
    : [null];
  const tries = documents.flatMap((document) => personals.map((personal) => ({ document, personal })));
  if (!tries.length || tries.length > MAX_COMPOSITE_TRIES) return result;
  const compositeCheck = asDigits(take(lines, layout.composite).replace("<", "0"));
  if (!compositeCheck) return result;
  for (const { document, personal } of tries) {
    const candidate = [...lines];
    document(candidate);
    if (personal && layout.personal) {
      put(candidate, layout.personal.value, personal.value);
      put(candidate, layout.personal.check, asDigits(personal.check.replace("<", "0"))!);
    }
    const covered = layout.compositeOver.map((span) => take(candidate, span)).join("");
    if (checkDigit(covered) === Number(compositeCheck)) {
      put(candidate, layout.composite, compositeCheck);
      return { ...result, lines: candidate, verified: true };
    }
  }
  return result;
}

/**
 * The readings of the document number that pass its check digit, each as an edit of the
 * lines. A TD1 number longer than nine characters continues in the optional data, its check
 * digit after it, with '<' where the check digit would be (ICAO 9303 part 5).
 */
function documentNumberReadings(lines: string[], format: MrzFormat): Array<(lines: string[]) => void> {
  const layout = LAYOUTS[format];
  const number = take(lines, layout.documentNumber);
  const check = take(lines, layout.documentCheck);
  if (format === "TD1" && check === "<" && lines[0]![15] !== "<") {
    const rest = lines[0]!.slice(15).replace(/<+$/, "");
    const [extended, extendedCheck] = [number + rest.slice(0, -1), rest.slice(-1)];
    return repairsOf(extended, extendedCheck).map((value) => (edit: string[]) => {
      edit[0] =
        edit[0]!.slice(0, 5) +
        value.slice(0, 9) +
        "<" +
        value.slice(9) +
        edit[0]!.slice(15 + rest.length - 1);
    });
  }
  return repairsOf(number, check).map((value) => (edit: string[]) => {
    put(edit, layout.documentNumber, value);
    put(edit, layout.documentCheck, asDigits(check.replace("<", "0"))!);
  });
}
