// Reads the machine-readable zone of a passport (TD3) or ID card (TD1). The zone is in the
// lower part of the document, so only the lower part of the photo is recognised, with
// tesseract restricted to the MRZ alphabet (OCR-B's A-Z, 0-9 and '<'). Names have no check
// digit, so they are kept only when the visual zone above the MRZ shows the same names.
import { PSM, type Worker } from "tesseract.js";
import type { PreparedImage } from "./image";
import { readMrzText, type MrzFormat } from "./mrz-text";
import { confirmNames } from "./mrz-names";
import type { OcrFields } from "./ocr-fields";
import { QUIET, type OcrPool } from "./pool";

const MRZ_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";
type Box = { x0: number; y0: number; x1: number; y1: number };

// Most photos hold the zone in their lower third (on the bench's photos it starts at 75-84%
// of the height for TD3, 66-71% for TD1): that crop is read first, about half the text
// lines of the wider one; the wider crop, for a photo framed loosely, only when the zone
// did not come out clean.
const TIGHT_TOP: Record<MrzFormat, number> = { TD3: 0.66, TD1: 0.58 };
const WIDE_TOP = 0.45;

export async function readMrz(
  pool: OcrPool,
  image: PreparedImage,
  format: MrzFormat,
): Promise<OcrFields | null> {
  return pool.run("eng", async (worker) => {
    let read = await readZone(worker, image, format, TIGHT_TOP[format]);
    if (!clean(read.fields)) {
      const wide = await readZone(worker, image, format, WIDE_TOP);
      if (Object.keys(wide.fields ?? {}).length >= Object.keys(read.fields ?? {}).length) read = wide;
    }
    const { fields, zone } = read;
    if (!fields?.ocr_lastName && !fields?.ocr_firstName) return fields;
    const viz = zone ? await recogniseVisualZone(worker, image, zone, format) : "";
    return confirmNames(fields, viz);
  });
}

/** Every check digit of the data passed: nationality is kept only then (mrz-text.ts). */
const clean = (fields: OcrFields | null) =>
  Boolean(fields?.ocr_nationality && fields.ocr_birthDate && fields.ocr_expireDate);

async function readZone(worker: Worker, image: PreparedImage, format: MrzFormat, topShare: number) {
  const { lines, zone } = await recogniseZone(worker, image, Math.floor(image.height * topShare), format);
  return { fields: readMrzText(lines, format), zone };
}

async function recogniseZone(worker: Worker, image: PreparedImage, top: number, format: MrzFormat) {
  await worker.setParameters({
    tessedit_char_whitelist: MRZ_ALPHABET,
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    ...QUIET,
  });
  const { data } = await worker.recognize(
    image.png,
    { rectangle: { left: 0, top, width: image.width, height: image.height - top } },
    { text: true, blocks: true },
  );
  const lines = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  );
  const minLength = format === "TD3" ? 33 : 22;
  const zoneLines = lines.filter((line) => line.text.replace(/\s/g, "").length >= minLength);
  const zone = zoneLines.reduce<Box | null>(
    (box, { bbox }) =>
      box
        ? {
            x0: Math.min(box.x0, bbox.x0),
            y0: Math.min(box.y0, bbox.y0),
            x1: Math.max(box.x1, bbox.x1),
            y1: Math.max(box.y1, bbox.y1),
          }
        : { ...bbox },
    null,
  );
  return { lines: data.text.split("\n"), zone };
}

/** The printed fields above the zone, right of the portrait (proportions of ICAO layouts). */
async function recogniseVisualZone(
  worker: Worker,
  image: PreparedImage,
  zone: Box,
  format: MrzFormat,
): Promise<string> {
  const width = zone.x1 - zone.x0;
  const left = Math.max(0, Math.round(zone.x0 + width * 0.25));
  const top = Math.max(0, Math.round(zone.y0 - width * (format === "TD3" ? 0.6 : 0.45)));
  const rectangle = {
    left,
    top,
    width: Math.min(image.width, zone.x1) - left,
    height: Math.max(1, zone.y0 - top),
  };
  await worker.setParameters({
    tessedit_char_whitelist: "",
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    ...QUIET,
  });
  const { data } = await worker.recognize(image.png, { rectangle }, { text: true });
  return data.text;
}
