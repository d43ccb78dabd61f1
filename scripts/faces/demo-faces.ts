// `npx tsx scripts/faces/demo-faces.ts [PORTRAIT_ID...]`: what the engine gives the demo's
// faces (scripts/demo/people.ts), so their documented figures can be checked after an engine
// change: liveness of each selfie, its similarity to its own specimen ID card under the seeds
// the demo uses, and every pair of selfies against each other.
import { analyseFace, faceSimilarity, stopFaceEngine } from "../../kyc-service/verification/faces";
import { demoFaces, idCardOf, selfieOf } from "../demo/people";

const seeds = [3, 10, 11, 12, 13, 14, 17, 20];
const ids = [
  ...new Set([...Object.values(demoFaces), "facematch-r4c02", "facematch-r2c06", ...process.argv.slice(2)]),
];
const selfies = new Map<string, number[]>();
for (const id of ids) {
  const selfie = await analyseFace(await selfieOf(id), { liveness: true });
  const cards: string[] = [];
  for (const seed of seeds) {
    const card = await analyseFace(await idCardOf(id, {}, seed));
    cards.push(
      selfie.embedding && card.embedding
        ? faceSimilarity(selfie.embedding, card.embedding).toFixed(1)
        : `no face (${card.faceCount})`,
    );
  }
  if (selfie.embedding) selfies.set(id, selfie.embedding);
  console.log(
    `${id}: faces ${selfie.faceCount}, liveness ${selfie.liveness}, against its ID card (seeds ${seeds.join(", ")}): ${cards.join(" ")}`,
  );
}
for (const [a, left] of selfies)
  for (const [b, right] of selfies)
    if (a < b) console.log(`${a} against ${b}: ${faceSimilarity(left, right).toFixed(1)}`);
await stopFaceEngine();
