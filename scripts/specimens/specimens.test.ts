import { parse } from "mrz";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { realisticDegrade } from "./degrade";
import { photographedDegrade } from "./photo-effects";
import { randomSpecimenFields, SPECIMEN_KINDS } from "./fields";
import { mrzCheckDigit, td1Lines, td3Lines } from "./mrz-lines";
import { renderSpecimen } from "./render";

describe("specimen MRZ", () => {
  it("uses ICAO 9303 check digits", () => {
    // ICAO 9303 part 3 example: document number L898902C3 has check digit 6.
    expect(mrzCheckDigit("L898902C3")).toBe("6");
    expect(mrzCheckDigit("740812")).toBe("2");
  });

  it("composes TD3 and TD1 zones that a strict parser accepts", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const passport = randomSpecimenFields("passport", seed);
      const td3 = parse(td3Lines(passport));
      expect(td3.valid, JSON.stringify(td3.details.filter((d) => !d.valid))).toBe(true);
      expect(td3.fields.lastName).toBe(passport.surname);
      const card = randomSpecimenFields("id_card", seed);
      const td1 = parse(td1Lines(card));
      expect(td1.format).toBe("TD1");
      expect(td1.valid, JSON.stringify(td1.details.filter((d) => !d.valid))).toBe(true);
      expect(td1.fields.firstName).toBe(card.givenNames);
    }
  });
});

describe("renderSpecimen", () => {
  it("renders each kind with Hangul glyphs and its ground truth", async () => {
    for (const kind of SPECIMEN_KINDS) {
      const specimen = await renderSpecimen({ kind, seed: 5 });
      const meta = await sharp(specimen.image).metadata();
      expect(meta.format).toBe("png");
      expect(meta.width).toBeGreaterThan(1000);
      expect(Object.keys(specimen.truth).length).toBeGreaterThanOrEqual(5);
    }
    const card = await renderSpecimen({ kind: "kr_resident_card", seed: 5 });
    expect(card.truth.ocr_identityNumber).toBe(card.fields.residentNumber);
    expect(card.truth.ocr_name).toMatch(/^[가-힣]{2,4}$/);
  });

  it("is repeatable for a seed and degrades to JPEG on request", async () => {
    const a = await renderSpecimen({ kind: "passport", seed: 9, degrade: realisticDegrade(9) });
    const b = await renderSpecimen({ kind: "passport", seed: 9, degrade: realisticDegrade(9) });
    expect(a.image.equals(b.image)).toBe(true);
    expect(a.mimeType).toBe("image/jpeg");
    expect((await sharp(a.image).metadata()).format).toBe("jpeg");
  });

  it("photographs a page turned a quarter, with glare and texture, repeatably", async () => {
    const degrade = { ...photographedDegrade(3), quarterTurns: 1, rotate: 0, background: false };
    const turned = await renderSpecimen({ kind: "passport", seed: 3, degrade });
    const flat = await renderSpecimen({ kind: "passport", seed: 3 });
    const [a, b] = [await sharp(turned.image).metadata(), await sharp(flat.image).metadata()];
    expect(a.height! / a.width!).toBeCloseTo(b.width! / b.height!, 1); // sideways
    const again = await renderSpecimen({ kind: "passport", seed: 3, degrade });
    expect(again.image.equals(turned.image)).toBe(true);
    expect(photographedDegrade(3)).toEqual(photographedDegrade(3));
  });

  it("puts the given portrait on the page", async () => {
    const red = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const { image } = await renderSpecimen({ kind: "kr_resident_card", seed: 2, portrait: red });
    // Centre of the resident card's photo box (left 730, top 140, 230 x 290).
    const { data } = await sharp(image)
      .extract({ left: 845, top: 285, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
  });
});
