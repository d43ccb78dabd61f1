// Reads a Korean resident registration card or driver licence with tesseract's Korean model.
import { PSM } from "tesseract.js";
import type { PreparedImage } from "./image";
import { readKoreanCardText, type KoreanCardKind } from "./korean-card-text";
import type { OcrFields } from "./ocr-fields";
import { QUIET, type OcrPool } from "./pool";

export async function readKoreanCard(pool: OcrPool, image: PreparedImage, kind: KoreanCardKind): Promise<OcrFields | null> {
  const text = await pool.run("kor", async (worker) => {
    await worker.setParameters({ tessedit_char_whitelist: "", tessedit_pageseg_mode: PSM.AUTO, ...QUIET });
    const { data } = await worker.recognize(image.png, {}, { text: true });
    return data.text;
  });
  const fields = readKoreanCardText(text, kind);
  return Object.keys(fields).length ? fields : null;
}
