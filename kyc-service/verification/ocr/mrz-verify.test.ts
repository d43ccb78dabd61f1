import { describe, expect, it } from "vitest";
import { verifyZone } from "./mrz-verify";

// ICAO 9303's TD3 and TD1 specimens.
const TD3 = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"];
const TD1 = [
  "I<UTOD231458907<<<<<<<<<<<<<<<",
  "7408122F1204159UTO<<<<<<<<<<<6",
  "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
];

describe("verifyZone", () => {
  it("verifies a zone read true", () => {
    expect(verifyZone(TD3, "TD3")).toMatchObject({ birth: "740812", expiry: "120415", verified: true });
    expect(verifyZone(TD1, "TD1")).toMatchObject({ birth: "740812", expiry: "120415", verified: true });
  });

  it("corrects letters read for digits and a filler read as S, where every check digit then holds", () => {
    const read = [TD3[0]!, "L898902C36UTO74O8I22F12O4159ZE184226BS<<<<10"];
    const zone = verifyZone(read, "TD3");
    expect(zone).toMatchObject({ birth: "740812", expiry: "120415", verified: true });
    expect(zone.lines[1]).toBe(TD3[1]);
  });

  it("keeps a date whose own check digit holds, but does not verify a zone whose composite fails", () => {
    const wrongComposite = [TD3[0]!, TD3[1]!.slice(0, 43) + "7"];
    expect(verifyZone(wrongComposite, "TD3")).toMatchObject({ birth: "740812", verified: false });
  });

  it("never returns a date whose check digit fails", () => {
    const misread = [TD3[0]!, TD3[1]!.replace("7408122", "7408132")];
    expect(verifyZone(misread, "TD3")).toMatchObject({ birth: undefined, expiry: "120415", verified: false });
  });
});
