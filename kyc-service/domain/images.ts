// Uploaded images are checked by content, not by name: sharp must recognise a JPEG or PNG
// and decode every pixel (a truncated or corrupt file fails here). Decoding is bounded to
// two at a time (two cores) and to 50 megapixels (decompression bombs).
import { concurrencyLimit } from "./concurrency";
import sharp from "sharp";

export type ImageFormat = { mimeType: "image/jpeg" | "image/png"; extension: "jpg" | "png" };

const formats: Record<string, ImageFormat> = {
  jpeg: { mimeType: "image/jpeg", extension: "jpg" },
  png: { mimeType: "image/png", extension: "png" },
};

export class ImageRejected extends Error {}

const decoding = concurrencyLimit(2);
const maxPixels = 50_000_000;

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** Names the limit and the image's size, read from its header alone (no pixel is decoded). */
async function tooManyPixels(file: string): Promise<string> {
  const limit = `at most ${maxPixels / 1_000_000} megapixels are accepted; send a smaller photo`;
  try {
    const { width, height } = await sharp(file, { limitInputPixels: false }).metadata();
    if (width && height)
      return `has too many pixels: ${width} x ${height} is ${Math.round((width * height) / 1_000_000)} megapixels, ${limit}`;
  } catch {
    // The header names no size: the limit alone still tells the client what to fix.
  }
  return `has too many pixels: ${limit}`;
}

export function inspectImage(file: string): Promise<ImageFormat> {
  return decoding(async () => {
    const image = sharp(file, { failOn: "truncated", limitInputPixels: maxPixels, sequentialRead: true });
    let format: string | undefined;
    try {
      format = (await image.metadata()).format;
    } catch (error) {
      // sharp checks the pixel limit on the header already: a bomb is an image, just too big.
      if (isPixelLimit(error)) throw new ImageRejected(await tooManyPixels(file));
      throw new ImageRejected("is not an image (expected a JPEG or PNG file)");
    }
    const known = format ? formats[format] : undefined;
    if (!known) throw new ImageRejected(`is a ${format ?? "unknown"} file; only JPEG and PNG are accepted`);
    try {
      await image.stats(); // forces a full decode
    } catch (error) {
      throw new ImageRejected(
        isPixelLimit(error) ? await tooManyPixels(file) : "could not be decoded (truncated or corrupt)",
      );
    }
    return known;
  });
}
