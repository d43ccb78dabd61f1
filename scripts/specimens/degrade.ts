// Photographic degradation of a rendered specimen: the document lying on a desk, turned a
// little, out of focus, sensor noise, JPEG compression. Seeded, so a run is repeatable.
import sharp, { type Sharp } from "sharp";
import { seededRandom, type Random } from "../../common/seeded-random";
import { applyPhotoEffects, type PhotoEffects } from "./photo-effects";

export type Degrade = PhotoEffects & {
  /** Degrees, clockwise. */
  rotate?: number;
  /** Gaussian blur sigma in pixels (0.3 to ~3). */
  blur?: number;
  /** Standard deviation of added per-pixel noise, in 0-255 levels. */
  noise?: number;
  /** Output JPEG at this quality (1-100) instead of PNG. */
  jpegQuality?: number;
  /** Resize factor applied to the document. */
  scale?: number;
  /** Put the document on a desk-coloured background with a margin, as a phone photo would. */
  background?: boolean;
  seed?: number;
};

/** A "realistic" mix drawn from the seed: what a phone photo of a card tends to look like. */
export function realisticDegrade(seed: number): Degrade {
  const random = seededRandom(seed * 104729 + 17);
  return {
    rotate: (random.next() - 0.5) * 6,
    blur: random.next() < 0.5 ? 0.4 + random.next() * 0.8 : undefined,
    noise: 3 + random.next() * 9,
    jpegQuality: random.int(60, 90),
    scale: 0.8 + random.next() * 0.4,
    background: random.next() < 0.7,
    seed,
  };
}

export async function applyDegrade(png: Buffer, pageWidth: number, options: Degrade): Promise<Buffer> {
  const random = seededRandom(options.seed ?? 1);
  const surround = options.background ? desk(random) : { r: 255, g: 255, b: 255 };
  // The card's rounded corners are transparent: show what lies around it there.
  let image = await materialise(sharp(png).flatten({ background: surround }));
  if (options.glare || options.texture || options.quarterTurns) {
    const { height } = await image.metadata();
    image = await materialise(await applyPhotoEffects(image, pageWidth, height, options));
  }
  const width = options.quarterTurns && options.quarterTurns % 2 ? (await image.metadata()).width : pageWidth;
  if (options.scale && options.scale !== 1)
    image = await materialise(image.resize(Math.round(width * options.scale)));
  if (options.background) {
    const margin = Math.round(width * (options.scale ?? 1) * 0.08);
    image = await materialise(
      image.extend({ top: margin, bottom: margin, left: margin, right: margin, background: surround }),
    );
  }
  if (options.rotate) image = await materialise(image.rotate(options.rotate, { background: surround }));
  if (options.blur && options.blur >= 0.3) image = await materialise(image.blur(options.blur));
  if (options.noise) image = await addNoise(image, options.noise, random);
  return options.jpegQuality
    ? image.jpeg({ quality: options.jpegQuality }).toBuffer()
    : image.png().toBuffer();
}

/** Runs the pending operations (sharp applies resize/extend/rotate in its own order otherwise). */
async function materialise(image: Sharp): Promise<Sharp> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

function desk(random: Random) {
  const shade = random.int(70, 140);
  return { r: shade + 30, g: shade + 15, b: shade };
}

// Gaussian noise from a table: drawing a fresh gaussian per channel value is the slowest
// part of degrading a camera-sized image; a shuffled table of 64k draws looks the same.
async function addNoise(image: Sharp, sigma: number, random: Random): Promise<Sharp> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const table = Float32Array.from({ length: 65536 }, () => random.gaussian() * sigma);
  let state = (random.next() * 0xffffffff) >>> 0 || 1;
  for (let i = 0; i < data.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[i] = Math.max(0, Math.min(255, data[i]! + table[state & 0xffff]!));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}
