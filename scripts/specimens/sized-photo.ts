// A specimen photographed large: a phone-camera-sized JPEG as close under a byte limit as
// the quality steps allow (the step 1 limit is 3 MB), for limit and latency tests.
import sharp from "sharp";
import type { SpecimenKind } from "./fields";
import { renderSpecimen, type RenderedSpecimen } from "./render";

export async function renderSpecimenPhoto(
  kind: SpecimenKind,
  seed: number,
  maxBytes: number,
  portrait?: Buffer,
): Promise<RenderedSpecimen> {
  // Rendered as a near-lossless JPEG (encoding a 15-megapixel PNG takes seconds), then
  // re-encoded at the quality that fits.
  const specimen = await renderSpecimen({
    kind,
    seed,
    portrait,
    degrade: { scale: 2.2, noise: 9, rotate: 1.5, background: true, jpegQuality: 100, seed },
  });
  return { ...specimen, image: await jpegUnder(specimen.image, maxBytes), mimeType: "image/jpeg" };
}

/** The image re-encoded at the highest JPEG quality (40-98) that fits in `maxBytes`. */
export async function jpegUnder(image: Buffer, maxBytes: number): Promise<Buffer> {
  const raw = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  // Binary search: the size grows with the quality.
  let [low, high] = [40, 98];
  let best: Buffer | undefined;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const encoded = await sharp(raw.data, { raw: raw.info }).jpeg({ quality }).toBuffer();
    if (encoded.length <= maxBytes) [best, low] = [encoded, quality + 1];
    else high = quality - 1;
  }
  if (!best) throw new Error(`cannot fit the photo in ${maxBytes} bytes, even at JPEG quality 40`);
  return best;
}
