// From OCR'd lines to trusted MRZ fields. OCR miscounts long runs of filler '<' far more
// often than it misreads a character, so a line of the wrong length is repaired by
// growing or shrinking its longest filler run; then the `mrz` package checks every check
// digit and only fields whose check digits pass are kept.
import { parse, type ParseResult } from "mrz";
import type { OcrFields } from "./ocr-fields";

const FORMATS = [
  { name: "TD3", lines: 2, length: 44 },
  { name: "TD1", lines: 3, length: 30 },
] as const;

export type MrzFormat = (typeof FORMATS)[number]["name"];

export function cleanMrzLine(text: string): string {
  return text
    .toUpperCase()
    .replace(/[«‹{(\[]/g, "<")
    .replace(/[^A-Z0-9<]/g, "");
}

export function fitLength(line: string, length: number): string {
  let fitted = line;
  while (fitted.length !== length) {
    const runs = [...fitted.matchAll(/<{2,}/g)];
    const longest = runs.sort((a, b) => b[0].length - a[0].length)[0];
    if (!longest) return fitted.length > length ? fitted.slice(0, length) : fitted.padEnd(length, "<");
    const at = longest.index! + longest[0].length;
    fitted =
      fitted.length > length
        ? fitted.slice(0, at - 1) + fitted.slice(at)
        : fitted.slice(0, at) + "<" + fitted.slice(at);
  }
  return fitted;
}

/**
 * A names line (TD3 line 1, TD1 line 3) holds names separated by '<' and then only filler:
 * anything after the first run of three '<' is noise read into the filler.
 */
export function cleanNamesLine(line: string): string {
  const end = line.indexOf("<<<");
  return end < 0 ? line : line.slice(0, end);
}

/** A thin letter next to '<' at the start of the zone is often lost: restore the document code. */
function restoreDocumentCode(line: string, format: MrzFormat): string {
  if (/^<[A-Z]{3}/.test(line)) return (format === "TD3" ? "P" : "I") + line;
  return line;
}

/** Groups of consecutive lines that could be a zone of the wanted format, repaired to length. */
export function mrzCandidates(lines: string[], format: MrzFormat): string[][] {
  const spec = FORMATS.find((f) => f.name === format)!;
  const cleaned = lines
    .map(cleanMrzLine)
    .filter((line) => line.length >= spec.length * 0.75 && line.length <= spec.length * 1.25);
  const namesLine = format === "TD3" ? 0 : 2;
  const groups: string[][] = [];
  for (let start = 0; start + spec.lines <= cleaned.length; start++) {
    const group = cleaned.slice(start, start + spec.lines);
    group[0] = restoreDocumentCode(group[0]!, format);
    group[namesLine] = cleanNamesLine(group[namesLine]!);
    groups.push(group.map((line) => fitLength(line, spec.length)));
  }
  return groups;
}

export function parseMrz(lines: string[]): ParseResult | null {
  try {
    return parse(lines, { autocorrect: true });
  } catch {
    return null;
  }
}

const twoDigitYear = (yy: string, pivot: number) => (Number(yy) > pivot ? 1900 : 2000) + Number(yy);

function mrzDate(yymmdd: string | null | undefined, kind: "birth" | "expiry", now: Date): string | undefined {
  if (!yymmdd || !/^\d{6}$/.test(yymmdd)) return undefined;
  // Birth dates are in the past; expiry dates within ~50 years either way of today.
  const currentYY = now.getUTCFullYear() % 100;
  const year = twoDigitYear(yymmdd.slice(0, 2), kind === "birth" ? currentYY : (currentYY + 50) % 100);
  const iso = `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/**
 * The fields of a parsed zone that can be trusted: dates only when their own check digit
 * passes; names, sex and nationality (which no check digit covers) only when the data line
 * read cleanly — document number, birth and expiry check digits all pass, and the composite
 * check digit passes or was lost in the filler (read as '<'), never when it is wrong.
 */
export function trustedMrzFields(result: ParseResult, lines: string[], now = new Date()): OcrFields {
  const f = result.fields;
  const composite = result.details.find((detail) => detail.field === "compositeCheckDigit");
  const compositeLost = composite !== undefined && lines[composite.line]?.[composite.start] === "<";
  const fields: OcrFields = {};
  const birth = f.birthDateCheckDigit != null ? mrzDate(f.birthDate, "birth", now) : undefined;
  const expiry = f.expirationDateCheckDigit != null ? mrzDate(f.expirationDate, "expiry", now) : undefined;
  if (birth) fields.ocr_birthDate = birth;
  if (expiry) fields.ocr_expireDate = expiry;
  const dataLineClean =
    f.documentNumberCheckDigit != null && f.birthDateCheckDigit != null && f.expirationDateCheckDigit != null;
  if (dataLineClean && (f.compositeCheckDigit != null || compositeLost)) {
    const lastName = f.lastName?.trim();
    const firstName = f.firstName?.trim();
    if (lastName) fields.ocr_lastName = lastName;
    if (firstName) fields.ocr_firstName = firstName;
    if (lastName || firstName) fields.ocr_name = [lastName, firstName].filter(Boolean).join(" ");
    if (f.sex === "male" || f.sex === "female") fields.ocr_gender = f.sex;
    if (f.nationality && /^[A-Z]{3}$/.test(f.nationality)) fields.ocr_nationality = f.nationality;
  }
  return fields;
}

/** The best zone among the candidates: the one with the most trusted fields. */
export function readMrzText(lines: string[], format: MrzFormat, now = new Date()): OcrFields | null {
  let best: OcrFields | null = null;
  for (const group of mrzCandidates(lines, format)) {
    const parsed = parseMrz(group);
    if (!parsed || parsed.format !== format) continue;
    const fields = trustedMrzFields(parsed, group, now);
    if (Object.keys(fields).length > Object.keys(best ?? {}).length) best = fields;
  }
  return best && Object.keys(best).length ? best : null;
}
