// From OCR'd lines to trusted MRZ fields. Lines are cleaned to the MRZ alphabet and brought
// to the format's length (OCR miscounts long filler runs far more often than it misreads a
// character, so the longest run absorbs the difference); then the check digits verify and
// correct the data (mrz-verify.ts) and only what they vouch for is returned.
import { nationalityCode } from "./icao-codes";
import { mrzDates } from "./mrz-dates";
import { LAYOUTS, take, type MrzFormat } from "./mrz-layout";
import { namesFromField } from "./mrz-name-field";
import { asLetters } from "./mrz-repair";
import { verifyZone } from "./mrz-verify";
import type { OcrFields } from "./ocr-fields";

export type { MrzFormat } from "./mrz-layout";

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

/** A thin letter next to '<' at the start of the zone is often lost: restore the document code. */
function restoreDocumentCode(line: string, format: MrzFormat): string {
  if (/^<[A-Z]{3}/.test(line)) return (format === "TD3" ? "P" : "I") + line;
  return line;
}

/**
 * Groups of consecutive lines that could be a zone of the wanted format, each line brought
 * to length in every way that makes sense; the check digits then tell which is right.
 */
/** A candidate zone; `trimmed` when a line lost characters read before or after it. */
export type Candidate = { lines: string[]; trimmed: boolean };

export function mrzCandidates(lines: string[], format: MrzFormat): Candidate[] {
  const layout = LAYOUTS[format];
  const cleaned = lines
    .map(cleanMrzLine)
    .filter((line) => line.length >= layout.length * 0.75 && line.length <= layout.length * 1.25);
  const groups: Candidate[] = [];
  for (let start = 0; start + layout.lines <= cleaned.length; start++) {
    const group = cleaned.slice(start, start + layout.lines);
    group[0] = restoreDocumentCode(group[0]!, format);
    const fits = group.map((line) => fittings(line, layout.length));
    const combine = (at: number, chosen: string[], trimmed: boolean): void => {
      if (at === fits.length) return void groups.push({ lines: chosen, trimmed });
      fits[at]!.forEach((fit, i) => combine(at + 1, [...chosen, fit], trimmed || i > 0));
    };
    combine(0, [], false);
  }
  return groups;
}

/**
 * A line brought to length: by its longest filler run (where OCR miscounts most), and, when
 * too long, also by dropping what was read before or after it (a speck or the edge of a
 * stamp read as a letter, which would otherwise shift every field by one) or, one too long,
 * any one character of it.
 */
function fittings(line: string, length: number): string[] {
  const fitted = fitLength(line, length);
  const extra = line.length - length;
  if (extra <= 0 || extra > 2) return [fitted];
  const trimmed = new Set([line.slice(extra), line.slice(0, length)]);
  // One character too many may also sit inside the line (a digit read twice).
  if (extra === 1)
    for (let at = 1; at < line.length - 1; at++) trimmed.add(line.slice(0, at) + line.slice(at + 1));
  trimmed.delete(fitted);
  return [fitted, ...trimmed];
}

/** The fields of one zone that its check digits vouch for. */
export function trustedMrzFields(lines: string[], format: MrzFormat, now = new Date()): OcrFields {
  const layout = LAYOUTS[format];
  const zone = verifyZone(lines, format);
  const fields: OcrFields = {};
  // Lines that are no zone (the visual zone's dates, a stamp) pass a date's check digit one
  // time in ten: a date counts only from lines that open as a zone does.
  if (!documentStart(zone.lines[0]!, format)) return fields;
  const dates = mrzDates(zone.birth, zone.expiry, now);
  if (dates.birth) fields.ocr_birthDate = dates.birth;
  if (dates.expiry) fields.ocr_expireDate = dates.expiry;
  if (!zone.verified) return fields;
  const names = namesFromField(take(zone.lines, layout.names));
  if (names) {
    if (names.lastName) fields.ocr_lastName = names.lastName;
    if (names.firstName) fields.ocr_firstName = names.firstName;
    fields.ocr_name = [names.lastName, names.firstName].filter(Boolean).join(" ");
  }
  const sex = take(zone.lines, layout.sex);
  if (sex === "M") fields.ocr_gender = "male";
  if (sex === "F") fields.ocr_gender = "female";
  const nationality = nationalityCode(asLetters(take(zone.lines, layout.nationality)));
  if (nationality) fields.ocr_nationality = nationality;
  return fields;
}

/**
 * The zone opens with a document code and an issuer code as ICAO writes them ('P<UTO',
 * 'IDD<<'): a character gained or lost there would shift the names line under its fields.
 */
function documentStart(line: string, format: MrzFormat): boolean {
  const code = format === "TD3" ? /^P[A-Z<]/ : /^[ACI][A-Z0-9<]/;
  return code.test(line) && /^[A-Z]{1,3}<*$/.test(asLetters(line.slice(2, 5)));
}

/** The best zone among the candidates: the one with the most trusted fields. */
export function readMrzText(lines: string[], format: MrzFormat, now = new Date()): OcrFields | null {
  let best: OcrFields | null = null;
  const trimmedReads: OcrFields[] = [];
  for (const { lines: group, trimmed } of mrzCandidates(lines, format)) {
    // A trimmed line shifts every field: one date of it would pass its check digit one
    // time in ten by chance, so a trimmed zone counts only when all its check digits hold.
    if (trimmed) {
      if (verifyZone(group, format).verified) trimmedReads.push(trustedMrzFields(group, format, now));
      continue;
    }
    const fields = trustedMrzFields(group, format, now);
    if (Object.keys(fields).length > Object.keys(best ?? {}).length) best = fields;
  }
  // Several trimmings can verify (dropping any letter of 'KORO' before a date aligns the
  // dates) while giving different values where no check digit looks: only what they all
  // agree on is kept.
  const agreed = agreement(trimmedReads);
  if (Object.keys(agreed).length > Object.keys(best ?? {}).length) best = agreed;
  return best && Object.keys(best).length ? best : null;
}

function agreement(reads: OcrFields[]): OcrFields {
  if (!reads.length) return {};
  const [first, ...rest] = reads;
  const entries = Object.entries(first!).filter(([key, value]) =>
    rest.every((read) => (read as Record<string, unknown>)[key] === value),
  );
  const agreed = Object.fromEntries(entries) as OcrFields;
  const named = agreed.ocr_lastName !== undefined && agreed.ocr_firstName !== undefined;
  return named ? agreed : withoutNames(agreed);
}

function withoutNames(fields: OcrFields): OcrFields {
  const rest = { ...fields };
  delete rest.ocr_lastName;
  delete rest.ocr_firstName;
  delete rest.ocr_name;
  return rest;
}
