// A decompression bomb that passed the upload check's 50-megapixel limit still cannot reach
// the face engine: its own, lower limit is named to the client (HTTP 400 via FaceImageError).
import { describe, expect, it } from "vitest";
import { bombPng } from "@/tests/support/bomb-png";
import { decodeRgb } from "./decode";
import { FaceImageError } from "./errors";

describe("decodeRgb", () => {
  it("names the pixel limit for a 49-megapixel PNG of a few kilobytes", async () => {
    const refused = decodeRgb(bombPng(7000, 7000));
    await expect(refused).rejects.toThrow(FaceImageError);
    await expect(refused).rejects.toThrow(/more than 40 megapixels.*send a smaller photo/);
  });
});
