// Turns an uploaded photo into what the readers work on: decoded within a pixel budget,
// turned upright by its EXIF orientation, greyscale, straightened (deskew.ts), at a width
// where ID text is about the size tesseract reads best. Blank and undecodable images stop here.
import sharp, { type OutputInfo } from "sharp";
import { estimateSkew } from "./deskew";

export type PreparedImage = { png: Buffer; width: number; height: number };

// 3 MB of JPEG can hold far more pixels than any ID photo needs; refuse bombs early.
const MAX_INPUT_PIXELS = 60_000_000;

// Below this, the picture has no lines of print: not worth a recognition.
const MIN_LINE_STRUCTURE = 0.9;

export type PrepareOutcome =
  { image: PreparedImage } | { skipped: "undecodable" | "blank" | "too_small" | "no_text" };

export async function prepareImage(input: Buffer, targetWidth: number): Promise<PrepareOutcome> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: targetWidth, height: targetWidth, fit: "inside" })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { skipped: "undecodable" };
  }
  const { width, height } = decoded.info;
  if (width < 200 || height < 120) return { skipped: "too_small" };
  if (isBlank(decoded.data)) return { skipped: "blank" };
  const { degrees: skew, lineStructure } = await estimateSkew(decoded.data, { width, height });
  // Figures for documents, faces and noise in docs/ocr.md.
  if (lineStructure < MIN_LINE_STRUCTURE) return { skipped: "no_text" };
  let upright = { data: decoded.data, width, height };
  if (skew !== 0) {
    const turned = await sharp(decoded.data, { raw: { width, height, channels: 1 } })
      .rotate(-skew, { background: "#ffffff" })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    upright = { data: turned.data, width: turned.info.width, height: turned.info.height };
  }
  const png = await sharp(upright.data, {
    raw: { width: upright.width, height: upright.height, channels: 1 },
  })
    .normalise()
    .greyscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { image: { png, width: upright.width, height: upright.height } };
}

/** Nearly uniform pixels: nothing to read (a blank page, a lens cap, a flat colour). */
function isBlank(grey: Buffer): boolean {
  let sum = 0;
  let sumSquares = 0;
  const step = Math.max(1, Math.floor(grey.length / 50_000));
  let count = 0;
  for (let i = 0; i < grey.length; i += step) {
    sum += grey[i]!;
    sumSquares += grey[i]! * grey[i]!;
    count++;
  }
  const mean = sum / count;
  return Math.sqrt(Math.max(0, sumSquares / count - mean * mean)) < 6;
}
