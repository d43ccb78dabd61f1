// The engines the registry offers, compared on the real specimen set (claimed documents),
// each on the same levelled picture (image.ts) and scored by the same rules (ocr-real.ts):
// - this reader: the service's whole MRZ pipeline (tesseract.js with the OCR-B model);
// - PaddleOCR over ONNX (@gutenye/ocr-node: PP-OCRv4 detection and recognition): every line
//   it finds, through the same MRZ text rules and check digits, upright then turned over;
// - OpenCV (@techstark/opencv-js) finding the zone (ocr-engines-opencv.ts), read by the OCR-B
//   model, against the service's own zone finder (mrz-locate.ts) read the same way.
// Zones read: documents whose zone gave every check digit. Memory: the process's resident
// size after each engine ran (engines load one after another, so each adds to the last).
// Run: npx tsx scripts/bench/ocr-engines.ts (devDependencies; not part of `npm run bench`).
import sharp from "sharp";
import { PSM } from "tesseract.js";
import { prepareImage, type PreparedImage } from "../../kyc-service/verification/ocr/image";
import { locateMrz, type Strip } from "../../kyc-service/verification/ocr/mrz-locate";
import { readMrzText, type MrzFormat } from "../../kyc-service/verification/ocr/mrz-text";
import type { OcrFields } from "../../kyc-service/verification/ocr/ocr-fields";
import { OcrPool, QUIET } from "../../kyc-service/verification/ocr/pool";
import { createIdDocumentReader } from "../../kyc-service/verification/ocr/read-id-document";
import { percentile } from "./measure";
import { loadOpenCv, locateMrzWithOpenCv } from "./ocr-engines-opencv";
import { loadRealDocuments, scoreRealDocument, type RealScore } from "./ocr-real";

type Engine = (image: PreparedImage, format: MrzFormat) => Promise<OcrFields | null>;
type Row = { engine: string; scores: RealScore[]; ms: number[]; rssMb: number };

const documents = (await loadRealDocuments()).filter((doc) => doc.scope === "claimed");
const rss = () => Math.round(process.memoryUsage().rss / 1024 / 1024);
const rows: Row[] = [];

async function measure(engine: string, read: (doc: (typeof documents)[number]) => Promise<OcrFields | null>) {
  const row: Row = { engine, scores: [], ms: [], rssMb: 0 };
  for (const doc of documents) {
    const started = performance.now();
    const fields = await read(doc);
    row.ms.push(performance.now() - started);
    row.scores.push(scoreRealDocument(doc, fields));
  }
  row.rssMb = rss();
  rows.push(row);
  console.log(summary(row));
}

const format = (doc: (typeof documents)[number]): MrzFormat => (doc.idType === "passport" ? "TD3" : "TD1");

/** The levelled picture every engine starts from, or null when the service skips it. */
async function levelled(image: Buffer): Promise<PreparedImage | null> {
  const prepared = await prepareImage(image, 1100);
  return "skipped" in prepared ? null : prepared.image;
}

const turnedOver = async (image: PreparedImage): Promise<PreparedImage> => ({
  ...image,
  png: await sharp(image.png).rotate(180).png().toBuffer(),
});

/** Upright first, then turned over, as the service tries its reads. */
const eitherWay = (engine: Engine) => async (doc: (typeof documents)[number]) => {
  const image = await levelled(doc.image);
  if (!image) return null;
  return (await engine(image, format(doc))) ?? (await engine(await turnedOver(image), format(doc)));
};

console.log(`start: ${rss()} MB`);
const reader = createIdDocumentReader({ size: 1, queueLimit: 64, timeoutMs: 60_000 });
await reader.warm();
await measure("this reader (tesseract.js, OCR-B, whole pipeline)", (doc) =>
  reader.read(doc.image, { idType: doc.idType, issuingCountry: doc.issuingCountry }),
);
await reader.close();

const pool = new OcrPool({ size: 1, queueLimit: 64, timeoutMs: 60_000 });
const readStrip = (image: PreparedImage, strip: Strip | null, mrzFormat: MrzFormat) =>
  strip
    ? pool.run("mrz", async (worker) => {
        await worker.setParameters({
          tessedit_char_whitelist: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<",
          tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
          ...QUIET,
        });
        const { data } = await worker.recognize(image.png, { rectangle: clip(strip, image) });
        return readMrzText(data.text.split("\n"), mrzFormat);
      })
    : Promise.resolve(null);
await measure(
  "mrz-locate.ts zone, OCR-B read",
  eitherWay(async (image, f) => readStrip(image, await locateMrz(image), f)),
);
await loadOpenCv();
await measure(
  "OpenCV zone (opencv-js), OCR-B read",
  eitherWay(async (image, f) => readStrip(image, await locateMrzWithOpenCv(image), f)),
);
await pool.close();

// Imported here, last: onnxruntime's native library alone adds to the resident size.
const { default: Ocr } = await import("@gutenye/ocr-node");
const paddle = await Ocr.create();
await measure(
  "PaddleOCR PP-OCRv4 (@gutenye/ocr-node), every line",
  eitherWay(async (image, f) => {
    const lines = await paddle.detect(image.png as unknown as string);
    return readMrzText(
      lines.map((line: { text: string }) => line.text),
      f,
    );
  }),
);

function clip(strip: Strip, image: PreparedImage): Strip {
  const left = Math.max(0, Math.round(strip.left));
  const top = Math.max(0, Math.round(strip.top));
  const width = Math.min(image.width, Math.round(strip.left + strip.width)) - left;
  const height = Math.min(image.height, Math.round(strip.top + strip.height)) - top;
  return { left, top, width: Math.max(1, width), height: Math.max(1, height) };
}

function summary({ engine, scores, ms, rssMb }: Row): string {
  const sum = (pick: (s: RealScore) => number) => scores.reduce((t, s) => t + pick(s), 0);
  const exact = sum((s) => s.exact);
  const expected = sum((s) => s.expected);
  const wrong = sum((s) => s.wrong.length);
  const zones = scores.filter((s) => s.anyData).length;
  return (
    `| ${engine} | ${exact}/${expected} (${((exact / expected) * 100).toFixed(1)}%) | ${wrong} | ` +
    `${zones}/${scores.length} | ${Math.round(percentile(ms, 50))} ms | ${rssMb} MB |`
  );
}

console.log("| engine | fields exact | wrong | documents with OCR data | p50 per document | RSS after |");
for (const row of rows) console.log(summary(row));
