// The Open Location Code project's own test data (kyc-service/places/test-data/, Apache-2.0),
// every row: encoding from degrees and from integers, decoding, validity, short codes.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decode, encode, encodeIntegers, isFull, isShort, isValid, locationToIntegers } from "./codec";
import { seededRandom } from "@/common/seeded-random";
import { scaledFloor } from "./decimal";
import { recoverNearest, shorten } from "./short-codes";

function rows(name: string): string[][] {
  const file = path.join(import.meta.dirname, "..", "test-data", `${name}.csv`);
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => line.split(","));
}

const encoding = rows("encoding");
const decoding = rows("decoding");
const validity = rows("validityTests");
const shortCodes = rows("shortCodeTests");

describe("Open Location Code test data", () => {
  it("has every file's rows", () => {
    expect([encoding.length, decoding.length, validity.length, shortCodes.length]).toEqual([
      302, 420, 25, 19,
    ]);
  });

  it("encodes every row from degrees, exactly (the decimal as written)", () => {
    const wrong = encoding.filter(
      ([lat, lng, , , length, code]) => encode(lat!, lng!, Number(length)) !== code,
    );
    expect(wrong).toEqual([]);
  });

  it("encodes every row from degrees given as numbers", () => {
    const wrong = encoding.filter(
      ([lat, lng, , , length, code]) => encode(Number(lat), Number(lng), Number(length)) !== code,
    );
    expect(wrong).toEqual([]);
  });

  it("converts every row's degrees to the listed integers", () => {
    const wrong = encoding.filter(
      ([lat, lng, latInt, lngInt]) =>
        locationToIntegers(lat!, lng!).join() !== [Number(latInt), Number(lngInt)].join(),
    );
    expect(wrong).toEqual([]);
  });

  it("encodes every row from integers", () => {
    const wrong = encoding.filter(
      ([, , latInt, lngInt, length, code]) =>
        encodeIntegers(Number(latInt), Number(lngInt), Number(length)) !== code,
    );
    expect(wrong).toEqual([]);
  });

  it("decodes every row to its length and bounds", () => {
    for (const [code, length, latLo, lngLo, latHi, lngHi] of decoding) {
      const area = decode(code!);
      expect(area.codeLength, code).toBe(Number(length));
      expect(area.latitudeLo, code).toBeCloseTo(Number(latLo), 10);
      expect(area.longitudeLo, code).toBeCloseTo(Number(lngLo), 10);
      expect(area.latitudeHi, code).toBeCloseTo(Number(latHi), 10);
      expect(area.longitudeHi, code).toBeCloseTo(Number(lngHi), 10);
    }
  });

  it("judges every row's validity, shortness and fullness", () => {
    const judged = validity.map(([code]) => [
      code,
      ...[isValid, isShort, isFull].map((f) => String(f(code!))),
    ]);
    expect(judged).toEqual(validity);
  });

  it("shortens and recovers every short-code row", () => {
    for (const [full, lat, lng, short, kind] of shortCodes) {
      if (kind === "S" || kind === "B") expect(shorten(full!, Number(lat), Number(lng)), full).toBe(short);
      if (kind === "R" || kind === "B")
        expect(recoverNearest(short!, Number(lat), Number(lng)), short).toBe(full);
    }
  });
});

describe("exact scaling of decimals", () => {
  it("gives the same grid integer on the double fast path as on the BigInt path", () => {
    const random = seededRandom(7).next;
    for (let i = 0; i < 5000; i++) {
      const digits = 1 + Math.floor(random() * 8);
      const text = `${random() < 0.5 ? "-" : ""}${Math.floor(random() * 180)}.${String(Math.floor(random() * 10 ** digits)).padStart(digits, "0")}`;
      // An exponent sends the same value down the BigInt path.
      for (const multiplier of [25_000_000, 8_192_000]) {
        expect(scaledFloor(text, multiplier), text).toBe(scaledFloor(`${text}e0`, multiplier));
      }
    }
  });
});

describe("Open Location Code input checks", () => {
  it("refuses non-finite degrees and bad lengths instead of inventing a place", () => {
    expect(() => encode(Number.NaN, 1)).toThrow(RangeError);
    expect(() => encode("Infinity", 1)).toThrow(RangeError);
    expect(() => encode(1, 1, 9)).toThrow(RangeError);
    expect(() => decode("8FWC2345+G")).toThrow(RangeError);
  });
});
