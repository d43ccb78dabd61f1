// Photographic degradation of a rendered specimen: the document lying on a desk, turned a
// little, out of focus, sensor noise, JPEG compression. Seeded, so a run is repeatable.
import sharp, { type Sharp } from "sharp";
import { seededRandom, type Random } from "./random";

export type Degrade = {
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

export async function applyDegrade(png: Buffer, width: number, options: Degrade): Promise<Buffer> {
  const random = seededRandom(options.seed ?? 1);
  const surround = options.background ? desk(random) : { r: 255, g: 255, b: 255 };
  // The card's rounded corners are transparent: show what lies around it there.
  let image = sharp(await sharp(png).flatten({ background: surround }).png().toBuffer());
  if (options.scale && options.scale !== 1) image = sharp(await image.resize(Math.round(width * options.scale)).png().toBuffer());
  if (options.background) {
    const margin = Math.round(width * (options.scale ?? 1) * 0.08);
    image = sharp(await image.extend({ top: margin, bottom: margin, left: margin, right: margin, background: surround }).png().toBuffer());
  }
  if (options.rotate) image = sharp(await image.rotate(options.rotate, { background: surround }).png().toBuffer());
  if (options.blur && options.blur >= 0.3) image = sharp(await image.blur(options.blur).png().toBuffer());
  if (options.noise) image = await addNoise(image, options.noise, random);
  return options.jpegQuality ? image.jpeg({ quality: options.jpegQuality }).toBuffer() : image.png().toBuffer();
}

function desk(random: Random) {
  const shade = random.int(70, 140);
  return { r: shade + 30, g: shade + 15, b: shade };
}

async function addNoise(image: Sharp, sigma: number, random: Random): Promise<Sharp> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i]! + random.gaussian() * sigma));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}
