// `npm run faces:calibrate`: fits the knots of calibration.ts for the engine's model on the
// deepface photos (every labelled pair, every ID condition) so that 85 passes at most 0.1%
// of different-person pairs, and prints the held-out pass rates at 85 (knots fitted on 4
// folds, counted on the 5th). Paste the printed knots into calibration.ts; the figures go
// into docs/face-engine.md. `-- --cache DIR` keeps the embeddings between runs.
import os from "node:os";
import { engineModel } from "../../kyc-service/verification/faces/human-engine";
import { loadDeepfaceSet } from "./deepface-set";
import { fitKnots } from "./fit-knots";
import { crossValidateAt85, rates, scorePairs } from "./held-out";
import { idConditions } from "./id-conditions";
import { cacheDirArg, modelEmbeddings } from "./model-embeddings";

export const targetFalseAccepts = 0.001;

const pct = (x: number, n: number) => `${(x * 100).toFixed(1)}% of ${n}`;
const set = await loadDeepfaceSet();
const scored = scorePairs(modelEmbeddings(engineModel, cacheDirArg(os.tmpdir())), engineModel, set.pairs);
const knots = fitKnots(
  scored.filter((s) => s.pair.same).map((s) => s.score),
  scored.filter((s) => !s.pair.same).map((s) => s.score),
  targetFalseAccepts,
);
console.log(`knots for ${engineModel} (cosine -> score), fitted on all ${scored.length} scored pairs:`);
console.log(`[${knots.map(([raw, score]) => `[${raw}, ${score}]`).join(", ")}]`);

const heldOut = crossValidateAt85(scored, targetFalseAccepts);
console.log(`\nheld out at 85 (5 folds; marks ${heldOut.marks.map((m) => m.toFixed(3)).join(", ")}):`);
console.log("| pairs | same person passed | different people passed |\n| --- | --- | --- |");
const row = (name: string, keep: Parameters<typeof rates>[1]) => {
  const r = rates(heldOut.judged, keep);
  console.log(`| ${name} | ${pct(r.same, r.sameN)} | ${pct(r.different, r.differentN)} |`);
};
row("master.csv, photo against photo", (s) => s.pair.inMaster && s.condition === "photo as is");
row("master.csv, every ID condition", (s) => s.pair.inMaster);
row("all implied pairs, every ID condition", () => true);
for (const condition of idConditions)
  row(`all pairs, ${condition.name}`, (s) => s.condition === condition.name);
