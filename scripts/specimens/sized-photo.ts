// A specimen photographed large: a phone-camera-sized JPEG as close under a byte limit as
// the quality steps allow (the step 1 limit is 3 MB), for limit and latency tests.
import sharp from "sharp";
import type { SpecimenKind } from "./fields";
import { renderSpecimen, type RenderedSpecimen } from "./render";

export async function renderSpecimenPhoto(kind: SpecimenKind, seed: number, maxBytes: number): Promise<RenderedSpecimen> {
  const specimen = await renderSpecimen({ kind, seed, degrade: { scale: 2.8, noise: 6, rotate: 1.5, background: true, seed } });
  for (let quality = 95; quality >= 40; quality -= 3) {
    const image = await sharp(specimen.image).jpeg({ quality }).toBuffer();
    if (image.length <= maxBytes) return { ...specimen, image, mimeType: "image/jpeg" };
  }
  throw new Error(`cannot fit a ${kind} photo in ${maxBytes} bytes`);
}
