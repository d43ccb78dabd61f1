import { describe, expect, it } from "vitest";
import { mrzSpellings, transliteratesTo } from "./icao-transliteration";

describe("ICAO transliteration of printed names", () => {
  it("takes marks off and writes the two-letter forms ICAO gives", () => {
    expect(transliteratesTo("ÆVARSDÓTTIR", "AEVARSDOTTIR")).toBe(true);
    expect(transliteratesTo("ÞURÍÐUR", "THURIDUR")).toBe(true);
    expect(transliteratesTo("ÖSP", "OESP")).toBe(true);
    expect(transliteratesTo("BASANAVIČIENĖ", "BASANAVICIENE")).toBe(true);
    expect(transliteratesTo("Hélène", "HELENE")).toBe(true);
  });

  it("accepts both spellings states use for umlauts, and nothing else", () => {
    expect(mrzSpellings("MÜLLER")).toEqual(["MUELLER", "MULLER"]);
    expect(transliteratesTo("MÜLLER", "MUELER")).toBe(false);
    expect(transliteratesTo("MÖLLER", "MUELLER")).toBe(false);
    expect(transliteratesTo("Æ", "A")).toBe(false);
  });

  it("gives no spelling for characters the MRZ cannot write", () => {
    expect(mrzSpellings("MÜLLER2")).toEqual([]);
    expect(mrzSpellings("김")).toEqual([]);
    expect(mrzSpellings("JEAN-PIERRE")).toEqual(["JEAN<PIERRE"]);
  });
});
