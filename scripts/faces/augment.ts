// "The same photo taken again": deterministic variations of a portrait, used by the engine's
// tests (faces.test.ts). The calibration measures real repeat photos instead
// (scripts/faces/calibrate.ts, docs/face-engine.md).
import sharp from "sharp";

export type Augmentation = { name: string; apply: (image: Buffer) => Promise<Buffer> };

async function size(image: Buffer) {
  const meta = await sharp(image).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/** Pads a tight crop so the detector sees some surround, as in a real selfie. */
export async function withMargin(image: Buffer, fraction = 0.25): Promise<Buffer> {
  const { width, height } = await size(image);
  const x = Math.round(width * fraction);
  const y = Math.round(height * fraction);
  return sharp(image)
    .extend({ left: x, right: x, top: y, bottom: y, extendWith: "mirror" })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export const augmentations: Augmentation[] = [
  {
    name: "crop 90%",
    apply: async (image) => {
      const { width, height } = await size(image);
      return sharp(image)
        .extract({
          left: Math.round(width * 0.05),
          top: Math.round(height * 0.05),
          width: Math.round(width * 0.9),
          height: Math.round(height * 0.9),
        })
        .jpeg({ quality: 92 })
        .toBuffer();
    },
  },
  {
    name: "scale x2",
    apply: async (image) =>
      sharp(image)
        .resize({ width: (await size(image)).width * 2 })
        .jpeg({ quality: 90 })
        .toBuffer(),
  },
  {
    name: "scale x0.7",
    apply: async (image) =>
      sharp(image)
        .resize({ width: Math.round((await size(image)).width * 0.7) })
        .jpeg({ quality: 90 })
        .toBuffer(),
  },
  {
    name: "rotate 8deg",
    apply: (image) => sharp(image).rotate(8, { background: "#808080" }).jpeg({ quality: 90 }).toBuffer(),
  },
  {
    name: "brightness 1.3",
    apply: (image) => sharp(image).modulate({ brightness: 1.3 }).jpeg({ quality: 90 }).toBuffer(),
  },
  {
    name: "brightness 0.7",
    apply: (image) => sharp(image).modulate({ brightness: 0.7 }).jpeg({ quality: 90 }).toBuffer(),
  },
  { name: "jpeg q30", apply: (image) => sharp(image).jpeg({ quality: 30 }).toBuffer() },
  { name: "mirror", apply: (image) => sharp(image).flop().jpeg({ quality: 90 }).toBuffer() },
  {
    name: "mirror+rotate-6+brighter+q50",
    apply: async (image) =>
      sharp(await sharp(image).flop().rotate(-6, { background: "#808080" }).png().toBuffer())
        .modulate({ brightness: 1.15 })
        .jpeg({ quality: 50 })
        .toBuffer(),
  },
];

/** Several faces side by side on one canvas: a group photo built from single portraits. */
export async function groupPhoto(portraits: Buffer[], cell = 200): Promise<Buffer> {
  const tiles = await Promise.all(
    portraits.map((image) => sharp(image).resize(cell, cell, { fit: "cover" }).toBuffer()),
  );
  return sharp({
    create: {
      width: cell * tiles.length + 40 * (tiles.length + 1),
      height: cell + 160,
      channels: 3,
      background: "#9aa4ad",
    },
  })
    .composite(tiles.map((input, index) => ({ input, left: 40 + index * (cell + 40), top: 80 })))
    .jpeg({ quality: 90 })
    .toBuffer();
}
