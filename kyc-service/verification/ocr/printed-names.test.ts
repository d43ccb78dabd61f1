import { describe, expect, it } from "vitest";
import type { OcrFields } from "./ocr-fields";
import { restoreDiacritics } from "./printed-names";

const mrz = (lastName: string, firstName: string, nationality: string): OcrFields => ({
  ocr_lastName: lastName,
  ocr_firstName: firstName,
  ocr_name: `${lastName} ${firstName}`,
  ocr_birthDate: "1966-12-31",
  ocr_nationality: nationality,
});
const read = (...words: Array<[string, number]>) => words.map(([text, confidence]) => ({ text, confidence }));

describe("restoreDiacritics", () => {
  it("takes the printed spelling of each name word that reads back to the MRZ", () => {
    const restored = restoreDiacritics(
      mrz("MUELLER", "JUERGEN KARL", "DEU"),
      read(["Surname", 95], ["MÜLLER", 91], ["JÜRGEN", 92], ["KARL", 96]),
    );
    expect(restored).toMatchObject({
      ocr_lastName: "MÜLLER",
      ocr_firstName: "JÜRGEN KARL",
      ocr_name: "MÜLLER JÜRGEN KARL",
      ocr_birthDate: "1966-12-31",
    });
    const hyphenated = restoreDiacritics(mrz("DUPONT", "ANNE HELENE", "FRA"), read(["Anne-Hélène", 90]));
    expect(hyphenated.ocr_firstName).toBe("ANNE HÉLÈNE");
  });

  it("keeps the MRZ word when the printed one is unsure, foreign to the alphabet or ambiguous", () => {
    const lowConfidence = restoreDiacritics(mrz("LEFEVRE", "PAUL", "FRA"), read(["LEFÊVRE", 38]));
    expect(lowConfidence.ocr_lastName).toBe("LEFEVRE");
    // A French model reads the Icelandic Ó as Ô, which transliterates the same way.
    const neighbour = restoreDiacritics(mrz("AEVARSDOTTIR", "OESP", "ISL"), read(["ÆVARSDÔTTIR", 90]));
    expect(neighbour.ocr_lastName).toBe("AEVARSDOTTIR");
    const twoSpellings = restoreDiacritics(
      mrz("LEFEVRE", "PAUL", "FRA"),
      read(["LEFÈVRE", 90], ["LEFÉVRE", 90]),
    );
    expect(twoSpellings.ocr_lastName).toBe("LEFEVRE");
    const noNationality = restoreDiacritics(
      { ...mrz("MUELLER", "ANNA", "DEU"), ocr_nationality: undefined },
      read(["MÜLLER", 95]),
    );
    expect(noNationality.ocr_lastName).toBe("MUELLER");
  });

  it("never changes what the MRZ says: a printed word for another name is ignored", () => {
    const fields = mrz("MULLER", "ANNA", "DEU");
    expect(restoreDiacritics(fields, read(["MÖLLER", 95], ["MÜLLERS", 95]))).toBe(fields);
    // Both spellings states use for Ü are accepted.
    expect(restoreDiacritics(fields, read(["MÜLLER", 95])).ocr_lastName).toBe("MÜLLER");
  });
});
