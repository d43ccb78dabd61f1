// `npm run faces:liveness`: how the liveness score (pass mark 50) separates captures from
// simulated recaptures on the deepface photos: each photo as sent, shown on a screen and
// photographed, printed and photographed (recapture.ts). Figures go to docs/face-engine.md.
import sharp from "sharp";
import { livenessScore } from "../../kyc-service/verification/faces/calibration";
import { analyseRaw } from "../../kyc-service/verification/faces/human-engine";
import { loadDeepfaceSet, readPhoto } from "./deepface-set";
import { printRecapture, screenRecapture } from "./recapture";

const { photos } = await loadDeepfaceSet();
const kinds = {
  "photo as sent": async (photo: Buffer) => photo,
  "screen recapture": screenRecapture,
  "print recapture": printRecapture,
};
const scores: Record<string, number[]> = {};
let noFace = 0;
for (const name of photos) {
  const photo = await sharp(await readPhoto(name))
    .rotate()
    .resize(1024, 1024, { fit: "inside" })
    .jpeg()
    .toBuffer();
  for (const [kind, make] of Object.entries(kinds)) {
    const raw = await analyseRaw(await make(photo), { liveness: true });
    if (raw.real === null || raw.live === null) noFace++;
    else (scores[kind] ??= []).push(livenessScore(raw.real, raw.live));
  }
}
const q = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.round(p * (list.length - 1))]!;
console.log(`photos: ${photos.length}; images without a face: ${noFace}\n`);
console.log("| images | n | p5 / p50 / p95 | score >= 50 |\n| --- | --- | --- | --- |");
for (const [kind, list] of Object.entries(scores)) {
  const pass = list.filter((s) => s >= 50).length;
  console.log(
    `| ${kind} | ${list.length} | ${q(list, 0.05)} / ${q(list, 0.5)} / ${q(list, 0.95)} | ${pass} (${((pass / list.length) * 100).toFixed(0)}%) |`,
  );
}
