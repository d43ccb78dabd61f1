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
  const raw = await sharp(specimen.image).raw().toBuffer({ resolveWithObject: true });
  // Binary search for the highest JPEG quality that fits.
  let [low, high] = [40, 98];
  let best: Buffer | undefined;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const image = await sharp(raw.data, { raw: raw.info }).jpeg({ quality }).toBuffer();
    if (image.length <= maxBytes) [best, low] = [image, quality + 1];
    else high = quality - 1;
  }
  if (!best) throw new Error(`cannot fit a ${kind} photo in ${maxBytes} bytes`);
  return { ...specimen, image: best, mimeType: "image/jpeg" };
}
