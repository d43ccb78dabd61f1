// Reads the visual zone of a passport or ID card, the part of the page above the MRZ, for
// the printed spelling of the names (printed-names.ts). Only for holders whose national
// alphabet has marked letters, and only once the MRZ's names are confirmed: it is one more
// recognition (the French model, whose alphabet covers the marked Latin letters it knows).
import sharp from "sharp";
import { PSM } from "tesseract.js";
import { hasMarkedLetters } from "./name-alphabets";
import type { OcrFields } from "./ocr-fields";
import { QUIET, type OcrPool } from "./pool";
import { restoreDiacritics, type PrintedWord } from "./printed-names";

/** The upright page, and how far down its visual zone reaches (the MRZ's top). */
export type VisualZone = { png: Buffer; width: number; bottom: number };

// Less than this holds no line of a document's visual zone.
const MIN_HEIGHT = 40;

export async function withPrintedNames(
  pool: OcrPool,
  fields: OcrFields,
  zone: VisualZone,
): Promise<OcrFields> {
  if (!fields.ocr_lastName || !hasMarkedLetters(fields.ocr_nationality)) return fields;
  const height = Math.floor(zone.bottom);
  if (height < MIN_HEIGHT) return fields;
  try {
    const words = await pool.run("fra", async (worker) => {
      await worker.setParameters({ tessedit_char_whitelist: "", tessedit_pageseg_mode: PSM.AUTO, ...QUIET });
      // Cut out, not a recognition rectangle: with tesseract's page layout analysis a
      // rectangle read gave noise where the same pixels cut out read cleanly.
      const above = await sharp(zone.png)
        .extract({ left: 0, top: 0, width: zone.width, height })
        .png({ compressionLevel: 1 })
        .toBuffer();
      const { data } = await worker.recognize(above, {}, { blocks: true });
      return (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.flatMap((line) =>
            line.words.map((word): PrintedWord => ({ text: word.text, confidence: word.confidence })),
          ),
        ),
      );
    });
    return restoreDiacritics(fields, words);
  } catch {
    // The MRZ's names are confirmed already: a visual zone that cannot be read (busy pool,
    // timeout) leaves them as the MRZ writes them rather than losing the whole reading.
    return fields;
  }
}
