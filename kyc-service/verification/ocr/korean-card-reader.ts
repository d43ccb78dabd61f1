// Reads a Korean resident registration card or driver licence with tesseract's Korean model,
// the right way up or, when that gives no resident number, turned over.
import sharp from "sharp";
import { PSM, type Line } from "tesseract.js";
import type { PreparedImage } from "./image";
import { findIssueDate, readKoreanCardText, type KoreanCardKind } from "./korean-card-text";
import type { OcrFields } from "./ocr-fields";
import { QUIET, type OcrPool } from "./pool";

type DateLine = { rectangle: { left: number; top: number; width: number; height: number }; digits: string };

export async function readKoreanCard(
  pool: OcrPool,
  image: PreparedImage,
  kind: KoreanCardKind,
): Promise<OcrFields | null> {
  let read = await readWholeCard(pool, image.png, image, kind);
  // Text lines give the card's angle only up to a half turn (deskew.ts): a card levelled
  // upside down reads as noise. The resident number, which both cards print and whose check
  // digit a misreading rarely passes, says whether it was read the right way up.
  if (!read.fields.ocr_identityNumber) {
    const turned = await sharp(image.png).rotate(180).png({ compressionLevel: 1 }).toBuffer();
    const turnedRead = await readWholeCard(pool, turned, image, kind);
    if (turnedRead.fields.ocr_identityNumber || count(turnedRead.fields) > count(read.fields))
      read = turnedRead;
  }
  const { fields, dateLine, png } = read;
  if (!fields.ocr_issueDate && dateLine) {
    const issueDate = await pool.run("eng", async (worker) => {
      await worker.setParameters({
        tessedit_char_whitelist: "0123456789. ",
        tessedit_pageseg_mode: PSM.SINGLE_LINE,
        ...QUIET,
      });
      const { data } = await worker.recognize(png, { rectangle: dateLine.rectangle }, { text: true });
      const date = findIssueDate([data.text]);
      // Two reads must agree: the digits read now appear, in order, among the first read's.
      return date && isSubsequence(data.text.replace(/\D/g, ""), dateLine.digits) ? date : undefined;
    });
    if (issueDate) fields.ocr_issueDate = issueDate;
  }
  return count(fields) ? fields : null;
}

const count = (fields: OcrFields) => Object.keys(fields).length;

/** One recognition of the whole card with the Korean model, and where its issue date is. */
async function readWholeCard(pool: OcrPool, png: Buffer, image: PreparedImage, kind: KoreanCardKind) {
  return pool.run("kor", async (worker) => {
    await worker.setParameters({ tessedit_char_whitelist: "", tessedit_pageseg_mode: PSM.AUTO, ...QUIET });
    const { data } = await worker.recognize(png, {}, { text: true, blocks: true });
    const lines = (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines),
    );
    return { png, fields: readKoreanCardText(data.text, kind), dateLine: issueDateLine(image, lines) };
  });
}

// Read as a whole page, the Korean model often takes the dots of "2017. 8. 17." for digits
// ("20177 85 17"). The issue date is printed right above the issuing office on both cards:
// that line alone is read again by the English model, restricted to digits and dots.
function issueDateLine(image: PreparedImage, lines: Line[]): DateLine | undefined {
  const office = lines.findLastIndex((line) => /(청장|시장|군수)$/.test(line.text.replace(/\s/g, "")));
  const dateLine = office > 0 ? lines[office - 1] : undefined;
  if (!dateLine || (dateLine.text.match(/\d/g)?.length ?? 0) < 6 || /[~∼〜]|기간/.test(dateLine.text))
    return undefined;
  const { x0, y0, x1, y1 } = dateLine.bbox;
  const pad = Math.round((y1 - y0) * 0.4);
  const left = Math.max(0, x0 - pad);
  const top = Math.max(0, y0 - pad);
  const rectangle = {
    left,
    top,
    width: Math.min(image.width, x1 + pad) - left,
    height: Math.min(image.height, y1 + pad) - top,
  };
  return { rectangle, digits: dateLine.text.replace(/\D/g, "") };
}

function isSubsequence(needle: string, haystack: string): boolean {
  let at = 0;
  for (const char of haystack) if (char === needle[at]) at++;
  return at === needle.length;
}
