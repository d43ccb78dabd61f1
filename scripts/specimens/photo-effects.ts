// What a phone photo adds beyond blur and noise, for readers that must cope with real
// pictures: the document turned any quarter and tilted up to 30 degrees, a glare spot from a
// lamp or window, and the texture of the paper or plastic it is printed on. Seeded.
import sharp, { type OverlayOptions, type Sharp } from "sharp";
import { seededRandom } from "../../common/seeded-random";
import type { Degrade } from "./degrade";

export type PhotoEffects = {
  /** Quarter turns clockwise (0-3) before the tilt. */
  quarterTurns?: number;
  /** Glare: a bright soft ellipse, its strength 0-1 (0.6 washes the print out at its centre). */
  glare?: number;
  /** Print texture: low-frequency blotches of this many grey levels. */
  texture?: number;
};

/** A harsher photo than realisticDegrade: any orientation, tilt up to ±30°, glare, texture. */
export function photographedDegrade(seed: number): Degrade {
  const random = seededRandom(seed * 7919 + 3);
  return {
    rotate: (random.next() - 0.5) * 60,
    quarterTurns: random.int(0, 3),
    blur: random.next() < 0.4 ? 0.4 + random.next() * 0.6 : undefined,
    noise: 3 + random.next() * 6,
    jpegQuality: random.int(70, 92),
    scale: 0.9 + random.next() * 0.3,
    background: true,
    glare: random.next() < 0.6 ? 0.25 + random.next() * 0.3 : undefined,
    texture: 6 + random.next() * 10,
    seed,
  };
}

/** Applies texture and glare to the flat document (before it is put on the desk). */
export async function applyPhotoEffects(
  image: Sharp,
  width: number,
  height: number,
  effects: PhotoEffects & { seed?: number },
): Promise<Sharp> {
  const random = seededRandom((effects.seed ?? 1) * 31 + 7);
  const layers: OverlayOptions[] = [];
  if (effects.texture) {
    // A coarse random grid blown up smoothly reads as uneven print and paper.
    const [cols, rows] = [24, 16];
    const cells = Buffer.from(
      Array.from({ length: cols * rows }, () => 128 + (random.next() - 0.5) * 2 * effects.texture!),
    );
    const blotches = await sharp(cells, { raw: { width: cols, height: rows, channels: 1 } })
      .resize(width, height, { kernel: "cubic" })
      .toColourspace("srgb")
      .png()
      .toBuffer();
    layers.push({ input: blotches, blend: "overlay" });
  }
  if (effects.glare) {
    const [cx, cy] = [width * (0.25 + random.next() * 0.5), height * (0.2 + random.next() * 0.6)];
    const [rx, ry] = [width * (0.15 + random.next() * 0.2), height * (0.1 + random.next() * 0.15)];
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="${effects.glare}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>` +
      `</radialGradient></defs><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#g)"/></svg>`;
    layers.push({ input: Buffer.from(svg), blend: "screen" });
  }
  let out = layers.length ? sharp(await image.composite(layers).png().toBuffer()) : image;
  if (effects.quarterTurns)
    out = sharp(
      await out
        .rotate(90 * effects.quarterTurns)
        .png()
        .toBuffer(),
    );
  return out;
}
