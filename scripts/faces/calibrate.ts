// `npm run faces:calibrate`: measures the face engine's raw similarity for the same person
// and for different people on the sample portraits, and what the calibrated score makes of
// them. The figures go into docs/face-engine.md; the knots live in calibration.ts.
// `-- --augment N` analyses augmented copies of the first N portraits (default 40).
import { analyseFace, stopFaceEngine } from "../../kyc-service/verification/faces";
import { calibratedScore, rawSimilarity } from "../../kyc-service/verification/faces/calibration";
import { loadSamplePortraits, type SamplePortrait } from "../../kyc-service/verification/faces/portraits";
import { augmentations } from "./augment";
import { describeSamples, type Pair } from "./distribution";

const augmentCount = Number(process.argv[process.argv.indexOf("--augment") + 1]) || 40;

type Described = { portrait: SamplePortrait; variant: string; embedding: number[]; liveness: number | null };

async function describe(portrait: SamplePortrait, variant: string, image: Buffer): Promise<Described | null> {
  const analysis = await analyseFace(image, { liveness: true });
  if (analysis.faceCount !== 1 || !analysis.embedding) return null;
  return { portrait, variant, embedding: analysis.embedding, liveness: analysis.liveness };
}

const portraits = await loadSamplePortraits();
const started = Date.now();
// In chunks: the engine's queue is bounded (and would refuse the whole set at once).
const originals: Described[] = [];
for (let i = 0; i < portraits.length; i += 4) {
  const chunk = await Promise.all(portraits.slice(i, i + 4).map((p) => describe(p, "original", p.image)));
  originals.push(...chunk.filter((d) => d !== null));
}
console.log(`portraits: ${portraits.length}, one face found in ${originals.length}`);

const augmentedSame: Pair[] = [];
const lostByAugmentation: string[] = [];
for (const original of originals.slice(0, augmentCount)) {
  const variants = await Promise.all(
    augmentations.map(async (augmentation) => ({
      augmentation,
      variant: await describe(
        original.portrait,
        augmentation.name,
        await augmentation.apply(original.portrait.image),
      ),
    })),
  );
  for (const { augmentation, variant } of variants) {
    if (!variant) lostByAugmentation.push(`${original.portrait.id} ${augmentation.name}`);
    else
      augmentedSame.push({
        label: `${original.portrait.id} vs ${augmentation.name}`,
        raw: rawSimilarity(original.embedding, variant.embedding),
      });
  }
}

const realSame: Pair[] = [];
const different: Pair[] = [];
for (let i = 0; i < originals.length; i++) {
  for (let j = i + 1; j < originals.length; j++) {
    const a = originals[i]!;
    const b = originals[j]!;
    const pair = {
      label: `${a.portrait.id} vs ${b.portrait.id}`,
      raw: rawSimilarity(a.embedding, b.embedding),
    };
    (a.portrait.personId === b.portrait.personId ? realSame : different).push(pair);
  }
}

describeSamples("same person, augmented copies of one photo", augmentedSame, calibratedScore, "lowest");
describeSamples(
  "same person, different photos (labelled by eye; see portraits.ts)",
  realSame,
  calibratedScore,
  "lowest",
);
describeSamples("different people", different, calibratedScore, "highest");
if (lostByAugmentation.length)
  console.log(
    `face lost after augmentation (${lostByAugmentation.length}): ${lostByAugmentation.join("; ")}`,
  );

const liveness = originals.map((d) => d.liveness).filter((value) => value !== null);
describeSamples(
  "liveness of the portraits (screenshots of photos: all are recaptures)",
  liveness.map((value, i) => ({ label: originals[i]!.portrait.id, raw: value / 100 })),
  (raw) => raw * 100,
  "lowest",
  50,
);
console.log(
  `# ${originals.length + augmentedSame.length + lostByAugmentation.length} analyses in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await stopFaceEngine();
