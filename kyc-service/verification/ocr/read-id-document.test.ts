// The real engine on generated documents: tesseract.js with the npm-shipped traineddata.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realisticDegrade, renderSpecimen, renderSpecimenPhoto } from "../../../scripts/specimens";
import { loadSamplePortraits } from "../faces/portraits";
import { createIdDocumentReader, type IdDocumentReader } from "./read-id-document";

const logged: Array<{ message: string; details: object }> = [];
const log = {
  info: (details: object, message: string) => logged.push({ details, message }),
  warn: (details: object, message: string) => logged.push({ details, message }),
};
let reader: IdDocumentReader;

beforeAll(async () => {
  reader = createIdDocumentReader({ size: 1, queueLimit: 4, timeoutMs: 20_000, log });
  await reader.warm();
});
afterAll(() => reader.close());

const MB3 = 3 * 1024 * 1024;
// Real specimen images (read from the shared data, never copied into the repository).
const REAL = path.resolve(import.meta.dirname, "../../../../shared/data/id-documents");

describe("readIdDocument", () => {
  it("reads a photographed Korean passport's MRZ", async () => {
    const specimen = await renderSpecimen({ kind: "passport", seed: 4, degrade: realisticDegrade(4) });
    expect(await reader.read(specimen.image, { idType: "passport", issuingCountry: "KOR" })).toEqual(
      specimen.truth,
    );
  });

  it("reads a Korean driver licence", async () => {
    const specimen = await renderSpecimen({
      kind: "kr_driver_licence",
      seed: 11,
      degrade: realisticDegrade(11),
    });
    expect(await reader.read(specimen.image, { idType: "drivers_license", issuingCountry: "KOR" })).toEqual(
      specimen.truth,
    );
  });

  it("finds the MRZ of a photo framed loosely, with desk below the page", async () => {
    const specimen = await renderSpecimen({ kind: "passport", seed: 5, degrade: realisticDegrade(5) });
    const { height } = await sharp(specimen.image).metadata();
    // The zone now starts near 55% of the height, above the first, tighter crop.
    const loose = await sharp(specimen.image)
      .extend({ bottom: Math.round(height * 0.4), background: "#7a6a5a" })
      .jpeg({ quality: 85 })
      .toBuffer();
    expect(await reader.read(loose, { idType: "passport", issuingCountry: "KOR" })).toEqual(specimen.truth);
  });

  it("reads a resident card's issue date whose dots the Korean model took for digits", async () => {
    // With this face and blur the page read gives "20177 85 17"; the date line is read again.
    const portraits = await loadSamplePortraits();
    const specimen = await renderSpecimen({
      kind: "kr_resident_card",
      seed: 38,
      portrait: portraits[(38 * 7) % portraits.length]!.image,
      degrade: realisticDegrade(38),
    });
    expect(await reader.read(specimen.image, { idType: "government_id", issuingCountry: "KOR" })).toEqual(
      specimen.truth,
    );
  });

  it("reads a photo at the 3 MB size limit", async () => {
    const photo = await renderSpecimenPhoto("id_card", 9, MB3);
    expect(photo.image.length).toBeGreaterThan(MB3 * 0.8);
    expect(
      await reader.read(photo.image, {
        idType: "government_id",
        issuingCountry: photo.fields.issuingCountry,
      }),
    ).toEqual(photo.truth);
  });

  it("returns null for blank, undecodable and unrelated images", async () => {
    const blank = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#f4f4f4" } })
      .jpeg()
      .toBuffer();
    expect(await reader.read(blank, { idType: "passport", issuingCountry: "KOR" })).toBeNull();
    expect(
      await reader.read(Buffer.from("%PDF-1.4 not an image"), { idType: "passport", issuingCountry: "KOR" }),
    ).toBeNull();
    // The package's exports map hides package.json: find its folder from the main entry.
    const humanDir = path.join(
      createRequire(import.meta.url)
        .resolve("@vladmandic/human")
        .split("/node_modules/@vladmandic/human/")[0]!,
      "node_modules/@vladmandic/human",
    );
    const faces = readFileSync(path.join(humanDir, "assets", "samples.jpg"));
    expect(await reader.read(faces, { idType: "government_id", issuingCountry: "KOR" })).toBeNull();
  });

  it("reads a Korean resident card photographed upside down", async () => {
    const card = await renderSpecimen({ kind: "kr_resident_card", seed: 6, degrade: realisticDegrade(6) });
    const upsideDown = await sharp(card.image).rotate(180).jpeg().toBuffer();
    expect(await reader.read(upsideDown, { idType: "government_id", issuingCountry: "KOR" })).toEqual(
      card.truth,
    );
  });

  it("reads real specimens turned sideways (with the page upside down) and tilted 20 degrees", async () => {
    const truth = JSON.parse(readFileSync(path.join(REAL, "truth.json"), "utf8")) as {
      documents: Array<{ id: string; file: string; expected: Record<string, string> }>;
    };
    for (const id of ["lva-td-sideways", "aus-pa0940409-app-tilted"]) {
      const doc = truth.documents.find((candidate) => candidate.id === id)!;
      const image = readFileSync(path.join(REAL, doc.file));
      expect(await reader.read(image, { idType: "passport", issuingCountry: "LVA" })).toEqual(doc.expected);
    }
  });

  it("reads a generated passport photographed upside down", async () => {
    const specimen = await renderSpecimen({ kind: "passport", seed: 4, degrade: realisticDegrade(4) });
    const upsideDown = await sharp(specimen.image).rotate(180).jpeg({ quality: 90 }).toBuffer();
    expect(await reader.read(upsideDown, { idType: "passport", issuingCountry: "KOR" })).toMatchObject({
      ocr_birthDate: specimen.truth.ocr_birthDate,
      ocr_expireDate: specimen.truth.ocr_expireDate,
    });
  });

  it("returns null for an image past the pixel budget", async () => {
    // 67 megapixels of white: a small PNG that would decode to 200 MB.
    const huge = await sharp({ create: { width: 8200, height: 8200, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(await reader.read(huge, { idType: "passport", issuingCountry: "KOR" })).toBeNull();
  });

  it("logs time and outcome, never the values read", async () => {
    const text = JSON.stringify(logged);
    expect(text).toContain('"outcome":"read"');
    expect(text).toContain('"outcome":"blank"');
    expect(text).toContain('"outcome":"undecodable"');
    expect(text).not.toMatch(/MUSTERMANN|MOHAMADA|CITIZEN|JANE/);
    expect(text).not.toMatch(/\d{6}-\d{7}|19\d\d-\d\d-\d\d|KOR|[가-힣]{2}/);
  });
});

describe("the OCR pool under pressure", () => {
  it("answers null, not an error, when its queue is full or a job times out, and recovers", async () => {
    const specimen = await renderSpecimen({ kind: "passport", seed: 8 });
    const tight = createIdDocumentReader({ size: 1, queueLimit: 0, timeoutMs: 1 });
    try {
      const [first, second] = await Promise.all([
        tight.read(specimen.image, { idType: "passport", issuingCountry: "KOR" }),
        tight.read(specimen.image, { idType: "passport", issuingCountry: "KOR" }),
      ]);
      expect(first).toBeNull(); // timed out after 1 ms
      expect(second).toBeNull(); // refused: no queue
    } finally {
      await tight.close();
    }
    // The shared reader is unaffected. (The dates are what is checked: names also need a
    // second read that agrees, mrz-name-check.ts.)
    expect(await reader.read(specimen.image, { idType: "passport", issuingCountry: "KOR" })).toMatchObject({
      ocr_birthDate: specimen.truth.ocr_birthDate,
      ocr_expireDate: specimen.truth.ocr_expireDate,
    });
  });

  it("does not read documents it has no reader for", async () => {
    const specimen = await renderSpecimen({ kind: "kr_driver_licence", seed: 2 });
    expect(
      await reader.read(specimen.image, { idType: "drivers_license", issuingCountry: "USA" }),
    ).toBeNull();
  });
});
