// The reader the OCR-B rework replaced, for baselines measured in the same run: the service's
// sources at the last commit before that work are extracted under node_modules/.cache and
// imported from there, so both readers see the same images, machine and load. A fixed commit,
// not where this branch meets main: main may already hold part of the rework.
// OCR_BASELINE=<commit> names another one.
import { execFileSync } from "node:child_process";
import { mkdirSync, existsSync } from "node:fs";
import path from "node:path";
import type { IdDocumentReader } from "../../kyc-service/verification/ocr/read-id-document";
import type { OcrPoolOptions } from "../../kyc-service/verification/ocr/pool";

const root = path.resolve(import.meta.dirname, "../..");

const BEFORE_OCR_B = "9ff460564cc18232d6baeef9334274a91ca98fad";

export const previousCommit = (): string => process.env.OCR_BASELINE?.trim() || BEFORE_OCR_B;

export async function previousReader(options: OcrPoolOptions): Promise<IdDocumentReader> {
  const commit = previousCommit();
  const folder = path.join(root, "node_modules/.cache/ocr-previous", commit);
  if (!existsSync(path.join(folder, "kyc-service"))) {
    mkdirSync(folder, { recursive: true });
    const archive = execFileSync("git", ["archive", commit, "kyc-service", "common"], { cwd: root });
    execFileSync("tar", ["-x", "-C", folder], { input: archive });
  }
  const loaded = (await import(path.join(folder, "kyc-service/verification/ocr/read-id-document.ts"))) as {
    createIdDocumentReader: (options: OcrPoolOptions) => IdDocumentReader;
  };
  return loaded.createIdDocumentReader(options);
}
