// Names carry no check digit: a zone whose every check digit holds can still hold a misread
// letter in a name (on a thumbnail, UNITED read as UMITED, consistently within one read). So
// the names line is read a second time, from the same pixels at three quarters of the size,
// which changes what the model sees; the names are kept only when both reads agree.
import sharp from "sharp";
import type { Worker } from "tesseract.js";
import { LAYOUTS, type MrzFormat } from "./mrz-layout";
import { namesFromField, type MrzNames } from "./mrz-name-field";
import { cleanMrzLine, fitLength } from "./mrz-text";
import type { OcrFields } from "./ocr-fields";

type Box = { x0: number; y0: number; x1: number; y1: number };
export type ReadLine = { text: string; bbox: Box; words: Array<{ text: string; bbox: Box }> };

// Smaller first: the first read is at the size tesseract reads best, so a larger copy
// mostly adds blur; a second factor gives a thumbnail's line another chance.
const SECOND_READ_SCALES = [0.75, 1.3];

/** The fields, without names unless a second read of the names line gives the same names. */
export async function namesReadTwice(
  worker: Worker,
  png: Buffer,
  lines: ReadLine[],
  fields: OcrFields,
  format: MrzFormat,
): Promise<OcrFields | null> {
  if (!fields.ocr_lastName && !fields.ocr_firstName) return fields;
  const surname = (fields.ocr_lastName ?? "").replaceAll(" ", "<");
  const given = (fields.ocr_firstName ?? "").replaceAll(" ", "<");
  const holds = (text: string) => cleanMrzLine(text).includes(`${surname}<<${given}`);
  const line = lines.find((candidate) => holds(candidate.text));
  // The word's box, not the line's: a line read across the whole picture may have taken in
  // specks far to its sides and grown tall with them.
  const box = line?.words.find((word) => holds(word.text))?.bbox ?? line?.bbox;
  if (!box) return withoutNames(fields);
  for (const scale of SECOND_READ_SCALES) {
    const again = await reread(worker, png, box, scale, format);
    const same = (names: MrzNames | null) =>
      names?.lastName === (fields.ocr_lastName ?? "") && names.firstName === (fields.ocr_firstName ?? "");
    if (again.some(same)) return fields;
  }
  return withoutNames(fields);
}

/** The names each line of a second read of the box gives (a box may hold a neighbour too). */
async function reread(worker: Worker, png: Buffer, box: Box, scale: number, format: MrzFormat) {
  const { width, height } = await sharp(png).metadata();
  const margin = Math.round((box.y1 - box.y0) * 0.6);
  const left = Math.max(0, box.x0 - margin);
  const top = Math.max(0, box.y0 - margin);
  const area = {
    left,
    top,
    width: Math.min(width!, box.x1 + margin) - left,
    height: Math.min(height!, box.y1 + margin) - top,
  };
  if (area.width < 10 || area.height < 5) return [];
  const resized = await sharp(png)
    .extract(area)
    .resize({ width: Math.round(area.width * scale) })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const { data } = await worker.recognize(resized, {}, { text: true });
  const layout = LAYOUTS[format];
  return data.text.split("\n").map((line) => {
    const text = fitLength(cleanMrzLine(line), layout.length);
    return namesFromField(text.slice(layout.names[1], layout.names[2]));
  });
}

export function withoutNames(fields: OcrFields): OcrFields | null {
  const rest: OcrFields = { ...fields };
  delete rest.ocr_lastName;
  delete rest.ocr_firstName;
  delete rest.ocr_name;
  return Object.keys(rest).length ? rest : null;
}
