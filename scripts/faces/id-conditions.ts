// What happens to a face on its way into an ID check, applied to one photo of a pair: the
// portrait printed on a specimen card and photographed, a small low-resolution ID photo,
// grayscale, heavy JPEG, blur, uneven light. Each is seeded and repeatable.
import sharp, { type Sharp } from "sharp";
import { realisticDegrade, renderSpecimen } from "../specimens";

export type FaceBox = { left: number; top: number; width: number; height: number };

export type IdCondition = {
  name: string;
  /** `portrait` is a passport-style crop around the face (see passportCrop). */
  apply: (photo: Buffer, portrait: Buffer, seed: number) => Promise<Buffer>;
};

/** A passport-style 3:4 crop around a detected face: the face about half the width. */
export async function passportCrop(photo: Buffer, box: FaceBox): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).rotate().metadata();
  const cropWidth = Math.min(width, Math.round(box.width * 1.9));
  const cropHeight = Math.min(height, Math.round((cropWidth * 4) / 3));
  const centreX = box.left + box.width / 2;
  const centreY = box.top + box.height * 0.45;
  const left = Math.max(0, Math.min(width - cropWidth, Math.round(centreX - cropWidth / 2)));
  const top = Math.max(0, Math.min(height - cropHeight, Math.round(centreY - cropHeight / 2)));
  return sharp(photo)
    .rotate()
    .extract({ left, top, width: cropWidth, height: cropHeight })
    .resize({ width: Math.min(cropWidth, 480), withoutEnlargement: true })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const jpeg = (image: Sharp, quality = 90) => image.jpeg({ quality }).toBuffer();

/** Light falling from one side: the far side of the face at a third of its brightness. */
async function unevenLight(portrait: Buffer): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(portrait).metadata();
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g">` +
      `<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#555"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return jpeg(sharp(portrait).composite([{ input: shade, blend: "multiply" }]));
}

/** Forehead to chin, 150 px wide: the face fills the frame, as in a cropped ID photo. */
async function tightCrop(portrait: Buffer): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(portrait).metadata();
  const cropWidth = Math.round(width * 0.6);
  const cropHeight = Math.min(height, Math.round(cropWidth * 1.2));
  const top = Math.max(0, Math.min(height - cropHeight, Math.round(height * 0.45 - cropHeight / 2)));
  return jpeg(
    sharp(portrait)
      .extract({ left: Math.round((width - cropWidth) / 2), top, width: cropWidth, height: cropHeight })
      .resize(150),
  );
}

export const idConditions: IdCondition[] = [
  { name: "photo as is", apply: async (photo) => photo },
  {
    name: "ID card photographed",
    apply: async (_photo, portrait, seed) =>
      (await renderSpecimen({ kind: "id_card", seed, portrait, degrade: realisticDegrade(seed) })).image,
  },
  {
    name: "small ID photo (90x120)",
    apply: async (_photo, portrait) => jpeg(sharp(portrait).resize(90, 120), 85),
  },
  { name: "tight 150 px portrait", apply: async (_photo, portrait) => tightCrop(portrait) },
  { name: "grayscale", apply: async (_photo, portrait) => jpeg(sharp(portrait).grayscale()) },
  { name: "JPEG quality 15", apply: async (_photo, portrait) => jpeg(sharp(portrait), 15) },
  { name: "blur (sigma 2.5)", apply: async (_photo, portrait) => jpeg(sharp(portrait).blur(2.5)) },
  { name: "uneven light", apply: async (_photo, portrait) => unevenLight(portrait) },
];
