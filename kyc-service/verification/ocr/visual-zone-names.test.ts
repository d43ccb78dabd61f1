// The real engine: names printed with diacritics over an MRZ that transliterates them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRINTED_NAMES, renderPrintedName } from "../../../scripts/bench/ocr-printed-names";
import { createIdDocumentReader, type IdDocumentReader } from "./read-id-document";

let reader: IdDocumentReader;
beforeAll(() => {
  reader = createIdDocumentReader({ size: 1, queueLimit: 4, timeoutMs: 30_000 });
});
afterAll(() => reader.close());

const sample = (seed: number) => PRINTED_NAMES.find((name) => name.seed === seed)!;

describe("names restored from the visual zone", () => {
  it("returns the printed spelling when it reads back to the MRZ's", async () => {
    const garcon = sample(203);
    const { image } = await renderPrintedName(garcon);
    const fields = await reader.read(image, { idType: "passport", issuingCountry: "FRA" });
    expect(fields).toMatchObject({
      ocr_lastName: "GARÇON",
      ocr_firstName: "FRANÇOIS",
      ocr_name: "GARÇON FRANÇOIS",
      ocr_nationality: "FRA",
    });
  }, 60_000);

  it("keeps the MRZ's names when the printed ones are another person's", async () => {
    // The page prints GARÇON FRANÇOIS; the MRZ names someone else, so nothing is restored.
    const other = { ...sample(203), mrz: { surname: "GARCIN", givenNames: "FRANCK", nationality: "FRA" } };
    const { image } = await renderPrintedName({ ...other, printed: sample(203).printed });
    const fields = await reader.read(image, { idType: "passport", issuingCountry: "FRA" });
    expect(fields).toMatchObject({ ocr_lastName: "GARCIN", ocr_firstName: "FRANCK" });
  }, 60_000);
});
