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
) =>
  Step1Result.parse(
    await testClient().submitStep1(
      { issuingCountry, email: "ocr@example.com", idType },
      { data: new Uint8Array(image), name: "id.jpg", type: "image/jpeg" },
    ),
  );

describe("step 1 OCR", () => {
  it("answers what it read from a Korean resident card and stores it for step 2", async () => {
    const card = await renderSpecimen({ kind: "kr_resident_card", seed: 6, degrade: realisticDegrade(6) });
    const result = await submit(card.image, "government_id");
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

  it("answers normally, without reviewOCRData, for blank, unrelated and upside-down pictures", async () => {
    const blank = await sharp({ create: { width: 1000, height: 640, channels: 3, background: "#fafafa" } })
      .jpeg()
      .toBuffer();
    const noise = await sharp(
      Buffer.from(Array.from({ length: 400 * 300 * 3 }, (_, i) => (i * 2654435761) >>> 24)),
      { raw: { width: 400, height: 300, channels: 3 } },
    )
      .jpeg()
      .toBuffer();
    const card = await renderSpecimen({ kind: "kr_driver_licence", seed: 3, degrade: realisticDegrade(3) });
    const upsideDown = await sharp(card.image).rotate(180).jpeg().toBuffer();
    for (const [image, idType] of [
      [blank, "passport"],
      [noise, "government_id"],
      [upsideDown, "drivers_license"],
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
