// Step 1's OCR over HTTPS against the real service: reviewOCRData from the real image,
// stored on the submission; bad pictures get a normal answer without it.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { Step1Result } from "@/common/kyc-api/schemas";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { realisticDegrade, renderSpecimen, renderSpecimenPhoto } from "@/scripts/specimens";

const submit = async (
  image: Buffer,
  idType: "passport" | "government_id" | "drivers_license",
  issuingCountry = "KOR",
  timeoutMs?: number,
) =>
  Step1Result.parse(
    await testClient({ timeoutMs }).submitStep1(
      { issuingCountry, email: "ocr@example.com", idType },
      { data: new Uint8Array(image), name: "id.jpg", type: "image/jpeg" },
    ),
  );

describe("step 1 OCR", () => {
  it("answers what it read from a Korean resident card and stores it for step 2", async () => {
    // The first Korean card starts the Korean and English workers: more than the default
    // client timeout on a loaded machine.
    const card = await renderSpecimen({ kind: "kr_resident_card", seed: 6, degrade: realisticDegrade(6) });
    const result = await submit(card.image, "government_id", "KOR", 60_000);
    expect(result.reviewOCRData).toEqual(card.truth);
    const row = await (
      await serviceDb()
    ).submission.findUniqueOrThrow({ where: { id: result.submissionId } });
    expect(JSON.parse(row.ocr!)).toEqual(card.truth);
  });

  it("reads a passport photo at the 3 MB limit", async () => {
    const photo = await renderSpecimenPhoto("passport", 12, 3 * 1024 * 1024);
    const result = await submit(photo.image, "passport");
    expect(result.reviewOCRData).toMatchObject({
      ocr_birthDate: photo.truth.ocr_birthDate,
      ocr_expireDate: photo.truth.ocr_expireDate,
    });
  });

  it("reads a Korean driver licence photographed upside down", async () => {
    const card = await renderSpecimen({ kind: "kr_driver_licence", seed: 3, degrade: realisticDegrade(3) });
    const upsideDown = await sharp(card.image).rotate(180).jpeg().toBuffer();
    // Two whole-card reads (upright, then turned over): more than the default client
    // timeout on a loaded machine.
    const result = await submit(upsideDown, "drivers_license", "KOR", 60_000);
    expect(result.reviewOCRData).toMatchObject({
      ocr_identityNumber: card.truth.ocr_identityNumber,
      ocr_licenseNumber: card.truth.ocr_licenseNumber,
    });
  }, 90_000);

  it("answers normally, without reviewOCRData, for blank, unrelated and oversized pictures", async () => {
    const blank = await sharp({ create: { width: 1000, height: 640, channels: 3, background: "#fafafa" } })
      .jpeg()
      .toBuffer();
    const noise = await sharp(
      Buffer.from(Array.from({ length: 400 * 300 * 3 }, (_, i) => (i * 2654435761) >>> 24)),
      { raw: { width: 400, height: 300, channels: 3 } },
    )
      .jpeg()
      .toBuffer();
    // 42 megapixels, within the upload limit (domain/images.ts), of a near-white page: the
    // reader decodes it within its pixel budget and leaves it without OCR as blank.
    const oversized = await sharp({
      create: { width: 7000, height: 6000, channels: 3, background: "#fbfbfb" },
    })
      .jpeg()
      .toBuffer();
    for (const [image, idType] of [
      [blank, "passport"],
      [noise, "government_id"],
      [oversized, "drivers_license"],
    ] as const) {
      const result = await submit(image, idType);
      expect(result.file_upload).toBe(true);
      expect(result).not.toHaveProperty("reviewOCRData");
      const row = await (
        await serviceDb()
      ).submission.findUniqueOrThrow({ where: { id: result.submissionId } });
      expect(row.ocr).toBeNull();
    }
  });
});
