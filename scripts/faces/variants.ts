// `npx tsx scripts/faces/variants.ts [--cache DIR] ["NAME,NAME"]`: ways of preparing an image
// for the engine's model (enlarging small images, contrast normalisation, averaging with the
// mirror image), measured on the same deepface images under every ID condition, each through
// the whole calibration held out (knots fitted on 4 folds, pairs of the 5th counted at 85).
// docs/face-engine.md has the table and what the engine kept.
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Human } from "@vladmandic/human";
import { decodeRgb, decodedScale } from "../../kyc-service/verification/faces/decode";
import { createHuman, detectFaces, humanConfig } from "../../kyc-service/verification/faces/human-engine";
import type { Described } from "./candidates";
import { loadDeepfaceSet, readPhoto } from "./deepface-set";
import type { EmbeddingTable } from "./embed-set";
import { meanEmbedding, mirroredEmbedding } from "./flip-embedding";
import { crossValidateAt85, rates, scorePairs } from "./held-out";
import { idConditions, passportCrop } from "./id-conditions";
import { cacheDirArg } from "./model-embeddings";

async function describe(human: Human, image: Buffer, enlargeTo = 0, mirror = false): Promise<Described> {
  const rgb = await decodeRgb(image, enlargeTo);
  const faces = [...(await detectFaces(human, rgb)).face].sort(
    (a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3],
  );
  const main = faces[0];
  let embedding = main?.embedding?.length ? Array.from(main.embedding) : null;
  if (mirror && main?.tensor && embedding)
    embedding = meanEmbedding(embedding, await mirroredEmbedding(human, main.tensor as never));
  for (const face of faces) if (face.tensor) human.tf.dispose(face.tensor);
  const box = main ? { left: main.box[0], top: main.box[1], width: main.box[2], height: main.box[3] } : null;
  return { faceCount: faces.length, embedding, box };
}

const normalised = async (image: Buffer) => sharp(image).rotate().normalise().png().toBuffer();
const enlarged = async (image: Buffer, side: number) => {
  const { autoOrient } = await sharp(image).metadata();
  if (Math.max(autoOrient.width, autoOrient.height) >= side) return image;
  return sharp(image)
    .rotate()
    .resize({ width: side, height: side, fit: "inside", kernel: "lanczos3" })
    .png()
    .toBuffer();
};

type Variant = (human: Human, image: Buffer) => Promise<Described>;
const variants: Record<string, Variant> = {
  "as decoded (engine)": (human, image) => describe(human, image),
  "small images enlarged to 512 px": (human, image) => describe(human, image, 512),
  "small images enlarged to 768 px": (human, image) => describe(human, image, 768),
  "contrast normalised": async (human, image) => describe(human, await normalised(image)),
  "enlarged to 512 px, then normalised": async (human, image) =>
    describe(human, await normalised(await enlarged(image, 512))),
  "mean with the mirror image": (human, image) => describe(human, image, 0, true),
};

const cacheFile = path.join(cacheDirArg(os.tmpdir()), "faces-variants.json");
// Variant names, comma-separated, in one argument; an unknown name is refused, not ignored.
const named = process.argv.slice(2).find((arg) => !arg.startsWith("--") && arg !== cacheDirArg(""));
const wanted = named ? named.split(",") : Object.keys(variants);
const unknown = wanted.filter((name) => !(name in variants));
if (unknown.length) {
  console.error(`unknown variant ${unknown.join(", ")}; known: ${Object.keys(variants).join(", ")}`);
  process.exit(2);
}
const table = (existsSync(cacheFile) ? JSON.parse(await readFile(cacheFile, "utf8")) : {}) as EmbeddingTable;
const human = await createHuman(humanConfig({ detector: { ...humanConfig().face!.detector, return: true } }));
const set = await loadDeepfaceSet();
for (const [index, name] of set.photos.entries()) {
  const missing = (condition: string) => wanted.filter((v) => !table[v]?.[condition]?.[name]);
  if (!idConditions.some((c) => missing(c.name).length)) continue;
  const photo = await readPhoto(name);
  // Every variant sees the same images: the ID conditions start from a crop around the face
  // found in the photo as decoded before any variant.
  const { autoOrient } = await sharp(photo).metadata();
  const scale = decodedScale(Math.max(autoOrient.width, autoOrient.height), 0);
  const [fittedWidth, fittedHeight] = [
    Math.round(autoOrient.width * scale),
    Math.round(autoOrient.height * scale),
  ];
  const side = Math.max(fittedWidth, fittedHeight);
  const [padX, padY] = [Math.floor((side - fittedWidth) / 2), Math.floor((side - fittedHeight) / 2)];
  const found = (await describe(human, photo)).box;
  const box = found && {
    left: Math.max(0, (found.left - padX) / scale),
    top: Math.max(0, (found.top - padY) / scale),
    width: found.width / scale,
    height: found.height / scale,
  };
  const portrait = box ? await passportCrop(photo, box) : photo;
  for (const condition of idConditions) {
    const image = await condition.apply(photo, portrait, index + 1);
    for (const variant of missing(condition.name))
      ((table[variant] ??= {})[condition.name] ??= {})[name] = await variants[variant]!(human, image);
  }
  await writeFile(cacheFile, JSON.stringify(table));
  console.error(`${index + 1}/${set.photos.length} ${name}`);
}

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
console.log(`| variant | all: same / different | ${idConditions.map((c) => c.name).join(" | ")} |`);
console.log(`| --- | --- |${idConditions.map(() => " --- |").join("")}`);
for (const variant of wanted.filter((v) => table[v])) {
  const judged = crossValidateAt85(scorePairs(table, variant, set.pairs), 0.001).judged;
  const all = rates(judged);
  const cells = idConditions.map((c) => pct(rates(judged, (s) => s.condition === c.name).same));
  console.log(`| ${variant} | ${pct(all.same)} / ${pct(all.different)} | ${cells.join(" | ")} |`);
}
