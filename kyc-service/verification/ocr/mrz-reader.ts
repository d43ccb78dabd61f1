// Reads the machine-readable zone of a passport (TD3) or ID card (TD1) with the OCR-B model
// (ocrb-model.ts), restricted to the MRZ alphabet. The zone is at the foot of the document,
// so the lower part of the levelled picture is read first, then the strip mrz-locate.ts
// found, upright and turned over (a page levelled upside down). Reading stops at the first
// zone whose check digits all hold and whose names were read alike twice; the visual zone
// above it may then restore the names' diacritics (visual-zone-names.ts).
import sharp from "sharp";
import { PSM, type Worker } from "tesseract.js";
import type { PreparedImage } from "./image";
import { locateMrz, type LocatedZone, type Strip } from "./mrz-locate";
import { namesReadTwice, withoutNames, type ReadLine } from "./mrz-name-check";
import { readMrzText, type MrzFormat } from "./mrz-text";
import type { OcrFields } from "./ocr-fields";
import { QUIET, type OcrPool } from "./pool";
import { withPrintedNames } from "./visual-zone-names";

const MRZ_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";

// Most photos hold the zone in their lower third (on the generated bench's photos it starts
// at 75-84% of the height for TD3, 66-71% for TD1): that crop is read first, about half the
// text lines of the wider one, which serves photos framed loosely.
const TIGHT_TOP: Record<MrzFormat, number> = { TD3: 0.62, TD1: 0.55 };
const WIDE_TOP = 0.3;

export async function readMrz(
  pool: OcrPool,
  image: PreparedImage,
  format: MrzFormat,
): Promise<OcrFields | null> {
  const strip = await locateMrz(image);
  const found = await pool.run("mrz", async (worker) => {
    await worker.setParameters({
      tessedit_char_whitelist: MRZ_ALPHABET,
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      ...QUIET,
    });
    let best: OcrFields | null = null;
    const namesSeen = new Set<string>();
    let flipped: Buffer | undefined;
    for (const { upsideDown, area } of attempts(image, format, strip)) {
      // Any check digit that held the right way up says the page is not upside down.
      if (upsideDown && best) continue;
      flipped ??= upsideDown
        ? await sharp(image.png).rotate(180).png({ compressionLevel: 1 }).toBuffer()
        : undefined;
      const png = upsideDown ? flipped! : image.png;
      const read = await readArea(worker, image, png, area, format);
      if (!read.fields) continue;
      const unnamed = withoutNames(read.fields);
      if (count(unnamed) > count(best)) best = unnamed;
      if (!clean(read.fields)) continue;
      const zone = { png, width: image.width, bottom: mrzTop(read.lines, area) };
      // Names need a second opinion: another attempt that read the same, or a second read
      // of this names line (mrz-name-check.ts). Until then the next attempts may give one.
      const names = nameKey(read.fields);
      if (names && namesSeen.has(names)) return { fields: read.fields, zone };
      if (names) namesSeen.add(names);
      const confirmed = await namesReadTwice(worker, png, read.lines, read.fields, format);
      if (confirmed?.ocr_name) return { fields: confirmed, zone };
    }
    return { fields: best, zone: null };
  });
  // Confirmed names only: the printed spelling may then restore their diacritics.
  return found.zone && found.fields ? withPrintedNames(pool, found.fields, found.zone) : found.fields;
}

/** Where the zone begins: the names line (the one with `<<`), else the area read. */
function mrzTop(lines: ReadLine[], area: Strip): number {
  const tops = lines.filter((line) => line.text.includes("<<")).map((line) => line.bbox.y0);
  return tops.length ? Math.min(...tops) : area.top;
}

const nameKey = (fields: OcrFields) =>
  fields.ocr_name ? `${fields.ocr_lastName ?? ""}|${fields.ocr_firstName ?? ""}` : undefined;

/**
 * Where to read, most likely first: the lower part of the picture (where an upright photo
 * has the zone), the strip mrz-locate.ts found (widened by the lines it may lack), the same
 * strip turned over (a page the levelling left upside down), a wider lower part, and the
 * lower part turned over. Turned-over reads are skipped once a check digit held upright.
 */
function attempts(image: PreparedImage, format: MrzFormat, strip: LocatedZone | null) {
  const lower = (share: number): Strip => {
    const top = Math.floor(image.height * share);
    return { left: 0, top, width: image.width, height: image.height - top };
  };
  const turned = (area: Strip): Strip => ({
    ...area,
    left: image.width - area.left - area.width,
    top: image.height - area.top - area.height,
  });
  const widened = strip && widen(strip, image, format);
  return [
    { upsideDown: false, area: lower(TIGHT_TOP[format]) },
    ...(widened ? [{ upsideDown: false, area: widened }] : []),
    ...(widened ? [{ upsideDown: true, area: turned(widened) }] : []),
    { upsideDown: false, area: lower(WIDE_TOP) },
    { upsideDown: true, area: lower(TIGHT_TOP[format]) },
  ];
}

/** The strip grown by the lines of the zone it may lack (a TD1 has three, a TD3 two). */
function widen(strip: LocatedZone, image: PreparedImage, format: MrzFormat): Strip {
  const missing = Math.max(0, (format === "TD3" ? 2 : 3) - strip.lines);
  const pad = missing * strip.lineHeight * 2.5;
  return { left: strip.left, top: strip.top - pad, width: strip.width, height: strip.height + 2 * pad };
}

const count = (fields: OcrFields | null) => Object.keys(fields ?? {}).length;

/** Every check digit held: nationality or gender are only returned then (mrz-text.ts). */
const clean = (fields: OcrFields | null) =>
  Boolean((fields?.ocr_nationality || fields?.ocr_gender) && fields.ocr_birthDate && fields.ocr_expireDate);

async function readArea(worker: Worker, image: PreparedImage, png: Buffer, area: Strip, format: MrzFormat) {
  const rectangle = within(area, image);
  if (!rectangle) return { fields: null, lines: [] };
  const { data } = await worker.recognize(png, { rectangle }, { text: true, blocks: true });
  const lines = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  );
  return { fields: readMrzText(data.text.split("\n"), format), lines };
}

/**
 * The area clipped to the picture, in whole pixels, or null when too small to hold a line:
 * tesseract aborts its worker on a rectangle outside the picture.
 */
function within(area: Strip, image: PreparedImage): Strip | null {
  const left = Math.max(0, Math.round(area.left));
  const top = Math.max(0, Math.round(area.top));
  const right = Math.min(image.width, Math.round(area.left + area.width));
  const bottom = Math.min(image.height, Math.round(area.top + area.height));
  if (!(right - left >= 20 && bottom - top >= 8)) return null;
  return { left, top, width: right - left, height: bottom - top };
}
