// readIdDocument: the OCR of step 1. Picks the reader for the document type, and never
// throws into the request: any failure (undecodable or blank image, nothing legible,
// timeout, full queue, engine error) gives null. Logs time and outcome, never the values.
import sharp from "sharp";
import { prepareImage } from "./image";
import { readKoreanCard } from "./korean-card-reader";
import { readMrz } from "./mrz-reader";
import type { OcrFields } from "./ocr-fields";
import { OcrBusyError, OcrPool, OcrTimeoutError, type OcrPoolOptions } from "./pool";

export type IdDocument = { idType: string; issuingCountry: string };

type DocumentKind = "td3" | "td1" | "kr_resident_card" | "kr_driver_licence";

export type OcrLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type IdDocumentReader = {
  read(image: Buffer, document: IdDocument): Promise<OcrFields | null>;
  /** Starts the MRZ (OCR-B) worker ahead of the first request. */
  warm(): Promise<void>;
  close(): Promise<void>;
};

export function documentKind({ idType, issuingCountry }: IdDocument): DocumentKind | null {
  const korean = issuingCountry.toUpperCase() === "KOR";
  if (idType === "passport") return "td3";
  if (idType === "government_id") return korean ? "kr_resident_card" : "td1";
  if (idType === "drivers_license") return korean ? "kr_driver_licence" : null;
  return null;
}

// Widths at which the text of each layout is about 30-45 px high, where tesseract's LSTM
// models read best; larger only costs time.
const WORKING_WIDTH: Record<DocumentKind, number> = {
  td3: 1100,
  td1: 1100,
  kr_resident_card: 1100,
  kr_driver_licence: 1100,
};

export function createIdDocumentReader(options: OcrPoolOptions & { log?: OcrLog }): IdDocumentReader {
  const pool = new OcrPool(options);
  const log = options.log;

  async function read(image: Buffer, document: IdDocument): Promise<OcrFields | null> {
    const started = performance.now();
    const kind = documentKind(document);
    const done = (outcome: string, fields: OcrFields | null) => {
      log?.info(
        {
          ocr: {
            kind,
            outcome,
            fields: fields ? Object.keys(fields).length : 0,
            ms: Math.round(performance.now() - started),
          },
        },
        "ocr",
      );
      return fields;
    };
    if (!kind) return done("unsupported_document", null);
    try {
      const prepared = await prepareImage(image, WORKING_WIDTH[kind]);
      if ("skipped" in prepared) return done(prepared.skipped, null);
      const fields =
        kind === "td3" || kind === "td1"
          ? await readMrz(pool, prepared.image, kind === "td3" ? "TD3" : "TD1")
          : await readKoreanCard(
              pool,
              prepared.image,
              kind === "kr_resident_card" ? "resident_card" : "driver_licence",
            );
      return done(fields ? "read" : "nothing_legible", fields);
    } catch (error) {
      const outcome =
        error instanceof OcrBusyError ? "busy" : error instanceof OcrTimeoutError ? "timeout" : "error";
      // The cause's class and message only: it never carries the document's values.
      log?.warn(
        {
          ocr: {
            kind,
            outcome,
            ms: Math.round(performance.now() - started),
            cause: error instanceof Error ? error.message : String(error),
          },
        },
        "ocr failed",
      );
      return null;
    }
  }

  return {
    read,
    // The MRZ model only: passports and ID cards are most uploads. The Korean and English
    // models are loaded by the first Korean card (~1-1.5 s once), so a service that sees none
    // never holds their workers (each its own thread and tesseract wasm instance).
    warm: async () => pool.warm(["mrz"], await warmUpImage()),
    close: () => pool.close(),
  };
}

// Drawn from raw pixels, not SVG text: rendering SVG text here would initialise fontconfig
// before the specimen generator can point it at its fonts (see docs/specimens.md).
function warmUpImage(): Promise<Buffer> {
  const [width, height] = [240, 60];
  const pixels = Buffer.alloc(width * height, 255);
  for (let bar = 0; bar < 8; bar++) {
    for (let y = 15; y < 45; y++)
      for (let x = 20 + bar * 26; x < 32 + bar * 26; x++) pixels[y * width + x] = 0;
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}
