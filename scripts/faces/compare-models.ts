// `npm run faces:compare`: which recognition model passes the most genuine pairs at the
// target false-accept rate, on the deepface photos under every ID condition (held out by
// 5-fold cross-validation). Prints the markdown tables of docs/face-engine.md.
// `-- --cache FILE` keeps the embeddings (minutes of work) between runs.
import os from "node:os";
import { candidateNames } from "./candidates";
import { loadDeepfaceSet } from "./deepface-set";
import type { EmbeddingTable } from "./embed-set";
import { crossValidate, rates, scorePairs, type HeldOut } from "./held-out";
import { idConditions } from "./id-conditions";
import { cacheDirArg, modelEmbeddings } from "./model-embeddings";
import { previousModel, previousScore } from "./previous-engine";

const targetFalseAccepts = 0.001;
const cacheDir = cacheDirArg(os.tmpdir());

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const set = await loadDeepfaceSet();
const table: EmbeddingTable = {};
for (const model of candidateNames) Object.assign(table, modelEmbeddings(model, cacheDir));

const results: Array<{ name: string; heldOut: HeldOut }> = [];
for (const model of Object.keys(table))
  results.push({
    name: model,
    heldOut: crossValidate(scorePairs(table, model, set.pairs), targetFalseAccepts),
  });
// The previous engine's mark is fixed (85 on its own scale), not fitted.
const previous = scorePairs(table, previousModel, set.pairs, previousScore).map((s) => ({
  ...s,
  passed: s.score !== null && s.score >= 85,
}));
results.unshift({
  name: "previous engine (faceres, its knots at 85)",
  heldOut: { judged: previous, marks: [] },
});

console.log(`\nHeld-out pass rates at the mark fitted for ${pct(targetFalseAccepts)} false accepts`);
console.log(
  `(all ${set.pairs.length} pairs of ${set.photos.length} photos x ${idConditions.length} conditions)\n`,
);
console.log(
  "| model | same person | different people | master.csv same | master.csv different | marks (cosine) |",
);
console.log("| --- | --- | --- | --- | --- | --- |");
for (const { name, heldOut } of results) {
  const all = rates(heldOut.judged);
  const master = rates(heldOut.judged, (s) => s.pair.inMaster && s.condition === "photo as is");
  const marks = heldOut.marks.length ? heldOut.marks.map((m) => m.toFixed(3)).join(", ") : "fixed";
  console.log(
    `| ${name} | ${pct(all.same)} | ${pct(all.different)} | ${pct(master.same)} | ${pct(master.different)} | ${marks} |`,
  );
}

console.log("\nSame-person pass rate by condition (held out)\n");
console.log(`| model | ${idConditions.map((c) => c.name).join(" | ")} |`);
console.log(`| --- |${idConditions.map(() => " --- |").join("")}`);
for (const { name, heldOut } of results)
  console.log(
    `| ${name} | ${idConditions.map((c) => pct(rates(heldOut.judged, (s) => s.condition === c.name).same)).join(" | ")} |`,
  );

console.log("\nPhotos with no face found, by condition (of " + set.photos.length + ")\n");
for (const model of Object.keys(table).slice(0, 1))
  for (const condition of idConditions) {
    const missed = Object.entries(table[model]![condition.name]!).filter(([, d]) => d.faceCount === 0);
    console.log(
      `- ${condition.name}: ${missed.length}${missed.length ? ` (${missed.map(([p]) => p).join(", ")})` : ""}`,
    );
  }
