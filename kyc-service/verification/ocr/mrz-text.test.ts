import { describe, expect, it } from "vitest";
import { randomSpecimenFields, td1Lines, td3Lines } from "../../../scripts/specimens";
import { fitLength, readMrzText } from "./mrz-text";

const now = new Date("2026-11-23T00:00:00Z");
// ICAO 9303's Utopian specimens, issued by Sweden instead: the mrz package checks country codes.
const specimen = {
  surname: "ERIKSSON",
  givenNames: "ANNA MARIA",
  sex: "female",
  birthDate: "1974-08-12",
  expiryDate: "2012-04-15",
  nationality: "SWE",
  issuingCountry: "SWE",
} as const;
const TD3 = td3Lines({ ...randomSpecimenFields("passport", 1), ...specimen, documentNumber: "L898902C3" });
const TD1 = td1Lines({ ...randomSpecimenFields("id_card", 1), ...specimen, documentNumber: "D23145890" });

describe("MRZ repair", () => {
  it("fixes a miscounted filler run, not the characters around it", () => {
    expect(fitLength("AB<<<<CD", 6)).toBe("AB<<CD");
    expect(fitLength("AB<<CD", 8)).toBe("AB<<<<CD");
    expect(fitLength("ABCD", 6)).toBe("ABCD<<");
  });
});

describe("readMrzText", () => {
  it("reads a clean TD3 zone among other lines", () => {
    expect(readMrzText(["PASSPORT", ...TD3, ""], "TD3", now)).toEqual({
      ocr_lastName: "ERIKSSON",
      ocr_firstName: "ANNA MARIA",
      ocr_name: "ERIKSSON ANNA MARIA",
      ocr_birthDate: "1974-08-12",
      ocr_expireDate: "2012-04-15",
      ocr_gender: "female",
      ocr_nationality: "SWE",
    });
  });

  it("recovers OCR slips: spaces, a lost 'I', a short filler run, noise in the filler", () => {
    expect(TD1[0]).toBe("I<SWED231458907<<<<<<<<<<<<<<<");
    const read = [
      TD1[0]!.slice(1, 26), // "I" lost, filler short
      `${TD1[1]!.slice(0, 8)} ${TD1[1]!.slice(8)}`, // a space
      `${TD1[2]!.slice(0, 27)}L`, // noise in the filler
    ];
    expect(readMrzText(read, "TD1", now)).toMatchObject({
      ocr_lastName: "ERIKSSON",
      ocr_birthDate: "1974-08-12",
      ocr_nationality: "SWE",
    });
  });

  it("returns no names, sex or nationality when the composite digit was lost", () => {
    const read = [TD1[0]!, `${TD1[1]!.slice(0, 29)}<`, TD1[2]!];
    expect(readMrzText(read, "TD1", now)).toEqual({
      ocr_birthDate: "1974-08-12",
      ocr_expireDate: "2012-04-15",
    });
  });

  it("drops a character read twice inside the data line, keeping only what every fix agrees on", () => {
    const twice = [
      "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
      "L898902C36UTO07408122F1204159ZE184226B<<<<<10",
    ];
    // Dropping U, T, O or the extra 0 all align the dates; the nationality would differ.
    expect(readMrzText(twice, "TD3", now)).toEqual({
      ocr_lastName: "ERIKSSON",
      ocr_firstName: "ANNA MARIA",
      ocr_name: "ERIKSSON ANNA MARIA",
      ocr_birthDate: "1974-08-12",
      ocr_expireDate: "2012-04-15",
      ocr_gender: "female",
    });
  });

  it("drops a stray character read before the data line, and maps ICAO's 'D' to DEU", () => {
    // The Bundesdruckerei specimen, with a speck read as '1' before the document number.
    const deu = [
      "P<BDRMUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<",
      "1CA000000<4D<<6408125F1802212<<<<<<<<<<<<<<<6",
    ];
    expect(readMrzText(deu, "TD3", now)).toEqual({
      ocr_lastName: "MUSTERMANN",
      ocr_firstName: "ERIKA",
      ocr_name: "MUSTERMANN ERIKA",
      ocr_birthDate: "1964-08-12",
      ocr_expireDate: "2018-02-21",
      ocr_gender: "female",
      ocr_nationality: "DEU",
    });
  });

  it("keeps a date only when its check digit passes, names only when the data line is clean", () => {
    const birthMisread = [TD3[0], TD3[1].replace("740812", "740813")];
    const fields = readMrzText(birthMisread, "TD3", now);
    expect(fields).toEqual({ ocr_expireDate: "2012-04-15" });
  });

  it("gives null for text that is no zone of the wanted format", () => {
    expect(readMrzText(["HELLO WORLD", "NOTHING HERE"], "TD3", now)).toBeNull();
    expect(readMrzText(TD1, "TD3", now)).toBeNull();
  });
});
