// Describes every deepface photo, as itself and under every ID condition, with every
// candidate model (one per process); cached in a JSON file outside the repository (it takes minutes).
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import sharp from "sharp";
import { decodedScale } from "../../kyc-service/verification/faces/decode";
import type { Candidate, Described } from "./candidates";
import { readPhoto } from "./deepface-set";
import { idConditions, passportCrop, type FaceBox } from "./id-conditions";

/** embeddings[model][condition][photo] */
export type EmbeddingTable = Record<string, Record<string, Record<string, Described>>>;

/** decodeRgb scales the photo (decodedScale) and pads it to a square: map its box back to the photo. */
async function originalBox(photo: Buffer, box: FaceBox): Promise<FaceBox> {
  const { width = 1, height = 1, autoOrient } = await sharp(photo).metadata();
  const [w, h] = autoOrient ? [autoOrient.width, autoOrient.height] : [width, height];
  const scale = decodedScale(Math.max(w, h));
  const [fw, fh] = [Math.round(w * scale), Math.round(h * scale)];
  const side = Math.max(fw, fh);
  const [padX, padY] = [Math.floor((side - fw) / 2), Math.floor((side - fh) / 2)];
  return {
    left: Math.max(0, (box.left - padX) / scale),
    top: Math.max(0, (box.top - padY) / scale),
    width: box.width / scale,
    height: box.height / scale,
  };
}

export async function embedSet(
  photos: string[],
  candidate: Candidate,
  cacheFile: string,
  log = (line: string) => console.log(line),
): Promise<EmbeddingTable> {
  // A cache from an earlier run is completed, not redone: only missing entries are computed.
  const table = (
    existsSync(cacheFile) ? JSON.parse(await readFile(cacheFile, "utf8")) : {}
  ) as EmbeddingTable;
  const cached = (model: string, condition: string, photo: string) => table[model]?.[condition]?.[photo];
  const started = Date.now();
  let changed = false;
  for (const [index, name] of photos.entries()) {
    const missing = (condition: string) => !cached(candidate.name, condition, name);
    if (!idConditions.some((condition) => missing(condition.name))) continue;
    const photo = await readPhoto(name);
    const first = cached(candidate.name, "photo as is", name) ?? (await candidate.describe(photo));
    // The ID conditions start from a passport-style crop around the face the first model found.
    const portrait = first.box ? await passportCrop(photo, await originalBox(photo, first.box)) : photo;
    for (const condition of idConditions.filter((c) => missing(c.name))) {
      const image = await condition.apply(photo, portrait, index + 1);
      const described = condition.name === "photo as is" ? first : await candidate.describe(image);
      ((table[candidate.name] ??= {})[condition.name] ??= {})[name] = described;
    }
    changed = true;
    log(`${index + 1}/${photos.length} ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  if (changed) await writeFile(cacheFile, JSON.stringify(table));
  return table;
}
