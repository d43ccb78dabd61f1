// Reads the machine-readable zone of a passport (TD3) or ID card (TD1) with the OCR-B model
// (ocrb-model.ts), restricted to the MRZ alphabet. The zone is at the foot of the document,
// so the lower part of the levelled picture is read first; a page the levelling left upside
// down has it at the top, so the picture turned over is read next. Each read stops at the
// first zone whose check digits all hold.
import sharp from "sharp";
import { PSM, type Worker } from "tesseract.js";
import type { PreparedImage } from "./image";
import { locateMrz, type Strip } from "./mrz-locate";
import { readMrzText, type MrzFormat } from "./mrz-text";
import type { OcrFields } from "./ocr-fields";
import { QUIET, type OcrPool } from "./pool";

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
  return pool.run("mrz", async (worker) => {
    await worker.setParameters({
      tessedit_char_whitelist: MRZ_ALPHABET,
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      ...QUIET,
    });
    let best: OcrFields | null = null;
    let flipped: Buffer | undefined;
    for (const { upsideDown, area } of attempts(image, format, strip)) {
      flipped ??= upsideDown
        ? await sharp(image.png).rotate(180).png({ compressionLevel: 1 }).toBuffer()
        : undefined;
      const fields = await readArea(worker, upsideDown ? flipped! : image.png, area, format);
      if (count(fields) > count(best)) best = fields;
      if (clean(best)) break;
    }
    return best;
  });
}

/**
 * Where to read, most likely first: the strip mrz-locate.ts found (widened by its own
 * height up and down, since it may hold one of the zone's lines only), the lower part of the
 * picture, a wider lower part, then the same turned over for a page left upside down.
 */
function attempts(image: PreparedImage, format: MrzFormat, strip: Strip | null) {
  const lower = (share: number): Strip => {
    const top = Math.floor(image.height * share);
    return { left: 0, top, width: image.width, height: image.height - top };
  };
  const turned = (area: Strip): Strip => ({
    ...area,
    left: image.width - area.left - area.width,
    top: image.height - area.top - area.height,
  });
  const widened = strip && widen(strip, image);
  return [
    ...(widened ? [{ upsideDown: false, area: widened }] : []),
    { upsideDown: false, area: lower(TIGHT_TOP[format]) },
    ...(widened ? [{ upsideDown: true, area: turned(widened) }] : []),
    { upsideDown: false, area: lower(WIDE_TOP) },
    { upsideDown: true, area: lower(TIGHT_TOP[format]) },
  ];
}

function widen(strip: Strip, image: PreparedImage): Strip {
  const pad = Math.max(strip.height, 30);
  const top = Math.max(0, strip.top - pad);
  const bottom = Math.min(image.height, strip.top + strip.height + pad);
  return { left: strip.left, top, width: strip.width, height: bottom - top };
}

const count = (fields: OcrFields | null) => Object.keys(fields ?? {}).length;

/** Every check digit held: nationality or gender are only returned then (mrz-text.ts). */
const clean = (fields: OcrFields | null) =>
  Boolean((fields?.ocr_nationality || fields?.ocr_gender) && fields.ocr_birthDate && fields.ocr_expireDate);

async function readArea(worker: Worker, png: Buffer, rectangle: Strip, format: MrzFormat) {
  const { data } = await worker.recognize(png, { rectangle }, { text: true });
  return readMrzText(data.text.split("\n"), format);
}
