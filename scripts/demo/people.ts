// The people of the demo data and of step 2's face tests: sample portraits from the face
// engine's package photos (kyc-service/verification/faces/portraits.ts), chosen by what the
// engine measured on them, and the images made from them (selfies, specimen ID cards, a
// group selfie). Figures below: 2026-11-24 with the MobileFaceNet ArcFace engine (decision
// 0027), selfie against an id_card specimen (seed 3) carrying the same crop.
import sharp from "sharp";
import { loadSamplePortraits, type SamplePortrait } from "../../kyc-service/verification/faces/portraits";
import { renderSpecimen, type SpecimenFields } from "../specimens";

export const demoFaces = {
  /** person-b; liveness 73.4, similarity to its ID card 99.8. */
  passes: "facedetect-3",
  /** person-b again, another crop: 97.5 against `passes`' selfie (a duplicate applicant). */
  samePersonAgain: "facematch-r5c07",
  /** person-d; liveness 78.0, ID card 99.5; 33.4 against `passes` (a different person). */
  otherPerson: "facedetect-5",
  /** person-a; liveness 82.5, ID card 99.8; a look-alike of `passes` (81.4: never compare them). */
  thirdPerson: "facedetect-2",
  /** Liveness 44.3 (below 50) while its ID card matches at 99.3. */
  lowLiveness: "facematch-r3c04",
} as const;

let portraits: Promise<SamplePortrait[]> | undefined;

async function portrait(id: string): Promise<SamplePortrait> {
  portraits ??= loadSamplePortraits();
  const found = (await portraits).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no sample portrait ${id}`);
  return found;
}

/**
 * A selfie: the portrait crop as it is (JPEG, ~100-150 px). Not scaled up: the liveness
 * figures above were measured on the crops, and scaling changes them.
 */
export async function selfieOf(id: string): Promise<Buffer> {
  return portraitImage(id);
}

/** The portrait crop's JPEG bytes. */
export async function portraitImage(id: string): Promise<Buffer> {
  return (await portrait(id)).image;
}

/** A specimen ID card (PNG) carrying the portrait, with fields the caller may fix. */
export async function idCardOf(id: string, fields: Partial<SpecimenFields> = {}, seed = 3): Promise<Buffer> {
  const { image } = await portrait(id);
  return (await renderSpecimen({ kind: "id_card", seed, portrait: image, fields })).image;
}

/** A selfie with several people in it, side by side. */
export async function groupSelfieOf(ids: readonly string[]): Promise<Buffer> {
  const size = 240;
  const tiles = await Promise.all(
    ids.map(async (id) =>
      sharp((await portrait(id)).image)
        .resize(size, size)
        .toBuffer(),
    ),
  );
  return sharp({ create: { width: size * tiles.length, height: size, channels: 3, background: "#ddd" } })
    .composite(tiles.map((input, index) => ({ input, left: index * size, top: 0 })))
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A decodable ID image with nothing on it, for a submission whose card nobody reads: step 1's
 * OCR refuses it at once. (Noise from a multiplicative hash has rows the OCR takes for print,
 * half a second or more of recognition each: docs/benchmarks.md, "The test suite".)
 */
export async function plainIdImage(): Promise<Uint8Array<ArrayBuffer>> {
  const image = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 226, g: 232, b: 240 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(image);
}

/** An image with no face at all: a plain gradient. */
export async function facelessImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><defs><linearGradient id="g"><stop offset="0" stop-color="#8ab"/><stop offset="1" stop-color="#dca"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}
