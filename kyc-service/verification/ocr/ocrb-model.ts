// The OCR-B model for the MRZ. tesseract's English model was never trained on OCR-B and
// reads the '<' filler as K, L, C or S; the only OCR-B traineddata on the npm registry ships
// inside @idpass/smartscanner-capacitor (Apache-2.0), in its Android library archive (a
// zip). It is taken out once per machine into the OS temp directory, where tesseract.js
// loads it like any other language (docs/decisions/0012).
import { createRequire } from "node:module";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";

export const MRZ_MODEL = "ocrb_int";

const ARCHIVE =
  "android/local-maven/org/idpass/smartscanner/smartscannerlib-release/1.0/smartscannerlib-release-1.0.aar";
const ENTRY = `assets/tessdata/${MRZ_MODEL}.traineddata`;

const require = createRequire(import.meta.url);

let extracted: Promise<string> | undefined;

/** The folder holding `ocrb_int.traineddata`, extracted on first use. */
export function mrzModelFolder(): Promise<string> {
  extracted ??= extract().catch((error: unknown) => {
    extracted = undefined; // a failed extraction (full disk) is tried again next time
    throw error;
  });
  return extracted;
}

async function extract(): Promise<string> {
  const packageJson = require.resolve("@idpass/smartscanner-capacitor/package.json");
  const { version } = JSON.parse(await readFile(packageJson, "utf8")) as { version: string };
  const folder = path.join(os.tmpdir(), `kyc-ocr-models-${version}`);
  const target = path.join(folder, `${MRZ_MODEL}.traineddata`);
  if (await exists(target)) return folder;
  const archive = await readFile(path.join(path.dirname(packageJson), ARCHIVE));
  const model = unzipSync(new Uint8Array(archive), { filter: (file) => file.name === ENTRY })[ENTRY];
  if (!model) throw new Error(`${ENTRY} not found in @idpass/smartscanner-capacitor`);
  await mkdir(folder, { recursive: true });
  // Written aside, then renamed: two processes starting at once never see half a file.
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, model);
  await rename(partial, target);
  return folder;
}

const exists = (file: string) =>
  stat(file).then(
    (s) => s.size > 0,
    () => false,
  );
