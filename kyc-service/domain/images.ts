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

/** sharp names a bomb already from the header's dimensions: say which limit, not "not an image". */
const overPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);
const tooManyPixels = `has too many pixels (at most ${maxPixels / 1_000_000} megapixels); send a smaller photo`;

export function inspectImage(file: string): Promise<ImageFormat> {
  return decoding(async () => {
    const image = sharp(file, { failOn: "truncated", limitInputPixels: maxPixels, sequentialRead: true });
    let format: string | undefined;
    try {
      format = (await image.metadata()).format;
    } catch (error) {
      throw new ImageRejected(
        overPixelLimit(error) ? tooManyPixels : "is not an image (expected a JPEG or PNG file)",
      );
    }
    const known = format ? formats[format] : undefined;
    if (!known) throw new ImageRejected(`is a ${format ?? "unknown"} file; only JPEG and PNG are accepted`);
    try {
      await image.stats(); // forces a full decode
    } catch (error) {
      throw new ImageRejected(
        overPixelLimit(error) ? tooManyPixels : "could not be decoded (truncated or corrupt)",
      );
    }
    return known;
  });
}
