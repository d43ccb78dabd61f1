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

export function inspectImage(file: string): Promise<ImageFormat> {
  return decoding(async () => {
    const image = sharp(file, { failOn: "truncated", limitInputPixels: 50_000_000, sequentialRead: true });
    let format: string | undefined;
    try {
      format = (await image.metadata()).format;
    } catch {
      throw new ImageRejected("is not an image (expected a JPEG or PNG file)");
    }
    const known = format ? formats[format] : undefined;
    if (!known) throw new ImageRejected(`is a ${format ?? "unknown"} file; only JPEG and PNG are accepted`);
    try {
      await image.stats(); // forces a full decode
    } catch (error) {
      const reason =
        error instanceof Error && /pixel limit/i.test(error.message)
          ? "has too many pixels (at most 50 megapixels)"
          : "could not be decoded (truncated or corrupt)";
      throw new ImageRejected(`${reason}`);
    }
    return known;
  });
}
