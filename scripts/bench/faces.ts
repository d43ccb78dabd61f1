// The face engine on real photographs: same-person and different-person pass rates at 85 on
// held-out deepface pairs (knots fitted on 4 folds, counted on the 5th) under every ID
// condition, with the previous engine (human's faceres and its calibration) as the baseline;
// the screenshot portraits as a second set never used for fitting; detection misses with
// and without the second look; the real specimen ID documents (face found, same and different
// holders at 85); then step 2's latency and peak RSS (the step2 suite).
// `npm run bench -- faces --cache=DIR` reuses the embeddings of an earlier run.
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { calibratedScore, rawSimilarity } from "../../kyc-service/verification/faces/calibration";
import { decodeRgb } from "../../kyc-service/verification/faces/decode";
import {
  detectFaces,
  detectRgb,
  engineModel,
  loadHuman,
} from "../../kyc-service/verification/faces/human-engine";
import { analyseFace, faceSimilarity } from "../../kyc-service/verification/faces";
import { loadSamplePortraits } from "../../kyc-service/verification/faces/portraits";
import { createCandidate } from "../faces/candidates";
import { loadDeepfaceSet } from "../faces/deepface-set";
import { crossValidateAt85, rates, scorePairs } from "../faces/held-out";
import { idConditions } from "../faces/id-conditions";
import { cacheDirArg, modelEmbeddings } from "../faces/model-embeddings";
import { previousModel, previousScore } from "../faces/previous-engine";
import { loadRealDocuments } from "./ocr-real";
import type { Report } from "./measure";

const pct = (share: number, n: number) => `${(share * 100).toFixed(1)}% of ${n}`;

async function heldOutPassRates(report: Report, cacheDir: string) {
  const set = await loadDeepfaceSet();
  const table = modelEmbeddings(engineModel, cacheDir);
  const judged = crossValidateAt85(scorePairs(table, engineModel, set.pairs), 0.001).judged;
  const before = modelEmbeddings(previousModel, cacheDir);
  const previous = scorePairs(before, previousModel, set.pairs, previousScore).map((s) => ({
    ...s,
    passed: s.score !== null && s.score >= 85,
  }));
  const line = (name: string, keep: Parameters<typeof rates>[1]) => {
    const [now, before] = [rates(judged, keep), rates(previous, keep)];
    report(
      `faces held-out ${name}: same / different passed at 85`,
      `${pct(now.same, now.sameN)} / ${pct(now.different, now.differentN)}`,
      `previous engine ${pct(before.same, before.sameN)} / ${pct(before.different, before.differentN)}`,
    );
  };
  line("master.csv pairs, photo vs photo", (s) => s.pair.inMaster && s.condition === "photo as is");
  line("all implied pairs, every ID condition", () => true);
  for (const condition of idConditions)
    line(`all pairs, ${condition.name}`, (s) => s.condition === condition.name);
  const misses = idConditions.map(
    (c) => Object.values(table[engineModel]![c.name]!).filter((d) => d.faceCount === 0).length,
  );
  report(
    "faces deepface photos with no face found (all conditions)",
    `${misses.reduce((a, b) => a + b)} of ${misses.length * set.photos.length}`,
  );
}

/** The screenshot crops (portraits.ts), labelled by eye: never used to fit the calibration. */
async function portraitPairs(report: Report) {
  const human = await loadHuman();
  const portraits = await loadSamplePortraits();
  // The previous engine's faceres runs beside the engine: human keeps one recognition model
  // per process, and the engine's own settings load none (its embedding is ONNX).
  const [engine, before] = [await createCandidate(engineModel), await createCandidate(previousModel)];
  const described: Array<{ personId: string; embedding: number[]; before: number[] }> = [];
  let [singleMisses, marginMisses] = [0, 0];
  for (const portrait of portraits) {
    const [now, then] = [await engine.describe(portrait.image), await before.describe(portrait.image)];
    if (now.embedding && then.embedding)
      described.push({ personId: portrait.personId, embedding: now.embedding, before: then.embedding });
    // The same crop cut tight (face filling the frame) and 150 px wide, as small ID photos come.
    const { width = 0, height = 0 } = await sharp(portrait.image).metadata();
    const tight = await sharp(portrait.image)
      .extract({
        left: Math.round(width * 0.15),
        top: Math.round(height * 0.12),
        width: Math.round(width * 0.7),
        height: Math.round(height * 0.75),
      })
      .resize(150)
      .jpeg()
      .toBuffer();
    const rgb = await decodeRgb(tight);
    if ((await detectRgb(human, rgb)).face.length === 0) singleMisses++;
    if ((await detectFaces(human, rgb)).faces.length === 0) marginMisses++;
  }
  report(
    "faces detection misses, tight 150 px portrait crops",
    `${marginMisses} of ${portraits.length}`,
    `one pass without the margin: ${singleMisses}`,
  );
  const counts = {
    same: [0, 0] as [number, number],
    different: [0, 0] as [number, number],
    sameBefore: 0,
    differentBefore: 0,
  };
  for (let i = 0; i < described.length; i++)
    for (let j = i + 1; j < described.length; j++) {
      const [a, b] = [described[i]!, described[j]!];
      const kind = a.personId === b.personId ? "same" : "different";
      counts[kind][1]++;
      if (calibratedScore(rawSimilarity(a.embedding, b.embedding)) >= 85) counts[kind][0]++;
      if (previousScore(a.before, b.before) >= 85)
        counts[kind === "same" ? "sameBefore" : "differentBefore"]++;
    }
  const share = (k: "same" | "different") => pct(counts[k][0]! / counts[k][1]!, counts[k][1]!);
  report(
    "faces screenshot portraits (not fitted on): same / different passed at 85",
    `${share("same")} / ${share("different")}`,
    `previous engine ${pct(counts.sameBefore / counts.same[1]!, counts.same[1]!)} / ${pct(counts.differentBefore / counts.different[1]!, counts.different[1]!)}`,
  );
}

/**
 * The holder as the MRZ writes them: name and birth date (the Czech specimens are a man and a
 * woman both named SPECIMEN VZOR). An ID card's (three lines) name is on its third line and
 * its birth date opens the second; a passport's name ends the first line, its birth date is
 * at 13-19 of the second.
 */
function holderOf(mrz: string[] | undefined, file: string): string {
  if (!mrz || mrz.length < 2) return file;
  const card = mrz.length === 3;
  const name = (card ? mrz[2]! : mrz[0]!.slice(5)).replace(/<+$/, "");
  return `${name} ${card ? mrz[1]!.slice(0, 6) : mrz[1]!.slice(13, 19)}`;
}

/**
 * The real specimen documents (../shared/data/id-documents): is the printed face found, and
 * do two documents score 85 only when they carry the same holder (by the MRZ's name)?
 */
async function realDocuments(report: Report) {
  const documents = await loadRealDocuments();
  const found: Array<{ holder: string; embedding: number[] }> = [];
  for (const doc of documents) {
    const face = await analyseFace(doc.image);
    if (face.embedding) found.push({ holder: holderOf(doc.mrz, doc.file), embedding: face.embedding });
  }
  report(
    "faces real specimen documents, images with a face found",
    `${found.length} of ${documents.length}`,
    "the images include card backs, which carry no face",
  );
  const counts = { same: [0, 0], different: [0, 0] };
  let highestDifferent = 0;
  for (let i = 0; i < found.length; i++)
    for (let j = i + 1; j < found.length; j++) {
      const [a, b] = [found[i]!, found[j]!];
      const score = faceSimilarity(a.embedding, b.embedding);
      const kind = a.holder === b.holder ? "same" : "different";
      counts[kind][1]!++;
      if (score >= 85) counts[kind][0]!++;
      if (kind === "different") highestDifferent = Math.max(highestDifferent, score);
    }
  report(
    "faces real specimen documents, pairs passed at 85: same holder / different holders",
    `${counts.same[0]} of ${counts.same[1]} / ${counts.different[0]} of ${counts.different[1]}`,
    `highest score of two different holders ${highestDifferent.toFixed(1)}`,
  );
}

export async function bench(report: Report) {
  const cacheDir = cacheDirArg(await mkdtemp(path.join(os.tmpdir(), "faces-bench-")));
  await heldOutPassRates(report, cacheDir);
  await portraitPairs(report);
  await realDocuments(report);
  const step2 = await import("./step2");
  await step2.bench((name, value, baseline) => report(`faces ${name}`, value, baseline));
}
