// Decodes an uploaded image into raw RGB pixels for the detector. sharp checks the content
// (a text file named .jpg or a truncated JPEG is refused here) and limits pixel count so a
// decompression bomb cannot exhaust memory.
import sharp from "sharp";
import { FaceImageError } from "./errors";

/**
 * Face detection works on a 256px grid: anything larger only costs memory and time. 1024 px
 * (was 1600) keeps a selfie's face far above the embedding model's input size while the
 * worker's wasm heap grows ~90 MB less for 3 MB photos (measured with 8 at once, step 2 bench).
 */
const MAX_SIDE = 1024;
const MAX_INPUT_PIXELS = 40_000_000;

export type RgbImage = { data: Buffer; width: number; height: number };

/** How decodeRgb scales an image whose longest side (after EXIF rotation) is `longest` px. */
export function decodedScale(longest: number): number {
  return Math.min(1, MAX_SIDE / longest);
}

export async function decodeRgb(image: Buffer): Promise<RgbImage> {
  try {
    const fitted = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" })
      .rotate() // honour EXIF orientation: phone selfies are often stored sideways
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The detector squashes its input to 256 x 256: a wide photo would squash faces out of
    // shape, so it gets a square with neutral bars instead.
    const { width, height } = fitted.info;
    const side = Math.max(width, height);
    const { data, info } = await sharp(fitted.data, {
      raw: { width, height, channels: fitted.info.channels },
    })
      .extend({
        left: Math.floor((side - width) / 2),
        right: Math.ceil((side - width) / 2),
        top: Math.floor((side - height) / 2),
        bottom: Math.ceil((side - height) / 2),
        background: { r: 128, g: 128, b: 128 },
      })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3)
      throw new FaceImageError(`image has ${info.channels} colour channels after conversion; expected RGB`);
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof FaceImageError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new FaceImageError(
        `image has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels, the most a face is looked for in; send a smaller photo`,
      );
    throw new FaceImageError(
      `image could not be decoded as JPEG or PNG (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/**
 * The image in the middle of a grey square `factor` times its side. The detector misses a face
 * that fills its whole input (a tight ID-photo crop): with a margin around it the face has the
 * proportions of a portrait photo. The square is at most MAX_SIDE: the image shrinks to fit
 * rather than the square growing, or every faceless upload would make the worker hold a
 * second image four times the size (docs/face-engine.md, "Speed and memory").
 */
export async function withMargin(rgb: RgbImage, factor = 2): Promise<RgbImage> {
  const longest = Math.max(rgb.width, rgb.height);
  const side = Math.min(MAX_SIDE, Math.round(longest * factor));
  const scale = side / factor / longest;
  const inner = sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } });
  const width = Math.max(1, Math.round(rgb.width * scale));
  const height = Math.max(1, Math.round(rgb.height * scale));
  const [left, top] = [Math.floor((side - width) / 2), Math.floor((side - height) / 2)];
  const { data, info } = await sharp(await inner.resize(width, height).raw().toBuffer(), {
    raw: { width, height, channels: 3 },
  })
    .extend({
      left,
      right: side - width - left,
      top,
      bottom: side - height - top,
      background: { r: 128, g: 128, b: 128 },
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
