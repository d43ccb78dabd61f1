import { describe, expect, it } from "vitest";
import { namesFromField } from "./mrz-name-field";

describe("namesFromField", () => {
  it("splits surname and given names, ending at the filler", () => {
    expect(namesFromField("ERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<")).toEqual({
      lastName: "ERIKSSON",
      firstName: "ANNA MARIA",
    });
    expect(namesFromField("UNITED<KINGDOM<TWENTY<SIX<<JODIE<PIPPA<")).toEqual({
      lastName: "UNITED KINGDOM TWENTY SIX",
      firstName: "JODIE PIPPA",
    });
  });

  it("ignores filler read as K, L, C or S after the names", () => {
    expect(namesFromField("MUSTERMANN<<ERIKA<<KLLLLLCL<<S<<<<<<<<<<")).toEqual({
      lastName: "MUSTERMANN",
      firstName: "ERIKA",
    });
  });

  it("gives no names when the line did not read true", () => {
    expect(namesFromField("VIRTANEN<<MARIA<O0LIVIA<<<<<<<<<<<<<<<<")).toBeNull(); // a digit in a name
    expect(namesFromField("MUSTERMANN<<ERIKA<<<<<<QX<<<<<<<<<<<<<<")).toBeNull(); // letters in the filler
    expect(namesFromField("MUSTERMANN<<ERIKA<K<<<<<<<<<<<<<<<<<<<<")).toBeNull(); // initial or filler?
    expect(namesFromField("MUSTERMANNKKERIKA<<<<<<<<<<<<<<<<<<<<<<")).toBeNull(); // no separator
  });
});
