// What the detector is given: large photos shrunk, everything padded to a square, and
// nothing that is not an image. A decompression bomb that passed the upload check's
// 50-megapixel limit still cannot reach the face engine: its own, lower limit is named.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bombPng } from "@/tests/support/bomb-png";
import { decodedScale, decodeRgb } from "./decode";
import { FaceImageError } from "./errors";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 150, b: 120 } } })
    .jpeg()
    .toBuffer();

describe("decodeRgb", () => {
  it("pads a small ID photo to a square without enlarging it", async () => {
    const rgb = await decodeRgb(await photo(90, 120));
    expect([rgb.width, rgb.height]).toEqual([120, 120]);
    expect(rgb.data.length).toBe(120 * 120 * 3);
    // The photo sits between grey bars.
    expect([...rgb.data.subarray(0, 3)]).toEqual([128, 128, 128]);
    const middle = (60 * 120 + 60) * 3;
    expect(Math.abs(rgb.data[middle]! - 200)).toBeLessThan(4);
  });

  it("leaves a mid-sized photo as it is and shrinks a large one to 1024 px", async () => {
    expect((await decodeRgb(await photo(600, 480))).width).toBe(600);
    expect((await decodeRgb(await photo(2400, 1800))).width).toBe(1024);
  });

  it("says how it scaled an image, as the calibration scripts map face boxes back", () => {
    expect(decodedScale(128)).toBe(1);
    expect(decodedScale(2048)).toBe(0.5);
  });

  it("refuses bytes that are not an image", async () => {
    await expect(decodeRgb(Buffer.from("not a photo"))).rejects.toThrow(FaceImageError);
  });

  it("names the pixel limit for a 49-megapixel PNG of a few kilobytes", async () => {
    const refused = decodeRgb(bombPng(7000, 7000));
    await expect(refused).rejects.toThrow(FaceImageError);
    await expect(refused).rejects.toThrow(/more than 40 megapixels.*send a smaller photo/);
  });
});
