// renderSpecimen: a specimen identity document as an image, with its ground truth.
// Used by tests, the demo data and the OCR accuracy bench. Everything is local: fonts
// come from @fontsource/noto-sans-kr, the portrait is a Buffer the caller passes in.
import sharp from "sharp";
import { applyDegrade, type Degrade } from "./degrade";
import { groundTruth, randomSpecimenFields, type SpecimenFields, type SpecimenKind } from "./fields";
import { installSpecimenFonts } from "./fonts";
import { layoutSpecimen } from "./layouts";

export type RenderSpecimenOptions = {
  kind: SpecimenKind;
  /** Overrides of the randomly drawn fields. */
  fields?: Partial<SpecimenFields>;
  /** Picks the random fields and background; the same seed gives the same document. */
  seed?: number;
  /** Face photo (any format sharp reads); a neutral silhouette when absent. */
  portrait?: Buffer;
  degrade?: Degrade;
};

export type RenderedSpecimen = {
  image: Buffer;
  mimeType: "image/png" | "image/jpeg";
  fields: SpecimenFields;
  /** What a perfect reader returns, in reviewOCRData's shape. */
  truth: ReturnType<typeof groundTruth>;
};

export async function renderSpecimen(options: RenderSpecimenOptions): Promise<RenderedSpecimen> {
  installSpecimenFonts();
  const seed = options.seed ?? 1;
  const fields = { ...randomSpecimenFields(options.kind, seed), ...options.fields };
  const layout = layoutSpecimen(options.kind, fields, seed);
  const { photo } = layout;
  const face = await sharp(options.portrait ?? silhouette(photo.width, photo.height))
    .resize(photo.width, photo.height, { fit: "cover", position: "attention" })
    .png()
    .toBuffer();
  const page = await sharp(Buffer.from(layout.svg))
    .composite([{ input: face, left: photo.left, top: photo.top }])
    .png()
    .toBuffer();
  const image = options.degrade ? await applyDegrade(page, layout.width, options.degrade) : page;
  return {
    image,
    mimeType: options.degrade?.jpegQuality ? "image/jpeg" : "image/png",
    fields,
    truth: groundTruth(options.kind, fields),
  };
}

function silhouette(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d9dde3"/>` +
      `<circle cx="${width / 2}" cy="${height * 0.38}" r="${width * 0.22}" fill="#9aa3ad"/>` +
      `<ellipse cx="${width / 2}" cy="${height * 0.95}" rx="${width * 0.42}" ry="${height * 0.3}" fill="#9aa3ad"/></svg>`,
  );
}
