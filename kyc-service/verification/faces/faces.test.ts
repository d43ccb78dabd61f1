// The real engine (human on wasm, in a worker thread) on the sample portraits. One engine
// is shared by every test in this file: loading the models takes seconds on two cores.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { augmentations, groupPhoto } from "../../../scripts/faces/augment";
import {
  analyseFace,
  FaceEngineError,
  faceSimilarity,
  FaceImageError,
  stopFaceEngine,
  type FaceAnalysis,
} from ".";
import { loadSamplePortraits, type SamplePortrait } from "./portraits";

let portraits: Map<string, SamplePortrait>;
const analysed = new Map<string, FaceAnalysis>();
async function portraitFace(id: string): Promise<FaceAnalysis> {
  if (!analysed.has(id)) analysed.set(id, await analyseFace(portraits.get(id)!.image, { liveness: true }));
  return analysed.get(id)!;
}
const embedding = async (id: string) => (await portraitFace(id)).embedding!;

beforeAll(async () => {
  portraits = new Map((await loadSamplePortraits()).map((p) => [p.id, p]));
});
afterAll(stopFaceEngine);

describe("face engine", () => {
  it("describes one face in a portrait, with an embedding and a liveness score", async () => {
    const face = await portraitFace("facedetect-2");
    expect(face.faceCount).toBe(1);
    expect(face.embedding).toHaveLength(512);
    expect(face.liveness).toBeGreaterThanOrEqual(0);
    expect(face.liveness).toBeLessThanOrEqual(100);
  });

  it("scores the same person photographed again (mirrored, rotated, re-compressed) at 85 or more", async () => {
    const remix = augmentations.find((a) => a.name.startsWith("mirror+rotate"))!;
    const again = await analyseFace(await remix.apply(portraits.get("facedetect-2")!.image));
    expect(faceSimilarity(await embedding("facedetect-2"), again.embedding!)).toBeGreaterThanOrEqual(85);
  });

  // Not facedetect-2 against facedetect-3: two look-alike ~150 px screenshot crops that the
  // calibration on real photos scores above 85 (docs/face-engine.md, "What this does not show").
  it("scores different people below 85", async () => {
    expect(faceSimilarity(await embedding("facedetect-5"), await embedding("facedetect-3"))).toBeLessThan(85);
    expect(faceSimilarity(await embedding("facedetect-1"), await embedding("facedetect-4"))).toBeLessThan(85);
    expect(faceSimilarity(await embedding("faceid-1"), await embedding("facematch-r2c05"))).toBeLessThan(85);
  });

  it("finds no face in a blank image and leaves embedding and liveness empty", async () => {
    const blank = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#d8d8d8" } })
      .jpeg()
      .toBuffer();
    expect(await analyseFace(blank, { liveness: true })).toEqual({
      faceCount: 0,
      embedding: null,
      liveness: null,
    });
  });

  it("counts every face in a group photo", async () => {
    const ids = ["facedetect-2", "facedetect-3", "facedetect-4", "facedetect-5"];
    const group = await groupPhoto(ids.map((id) => portraits.get(id)!.image));
    expect((await analyseFace(group)).faceCount).toBeGreaterThanOrEqual(3);
  });

  it("refuses bytes that are not an image, and a truncated JPEG, as FaceImageError", async () => {
    await expect(analyseFace(Buffer.from("%PDF-1.7 not a photo"))).rejects.toThrow(FaceImageError);
    const jpeg = portraits.get("faceid-1")!.image;
    await expect(analyseFace(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toThrow(FaceImageError);
  });

  it("gives no liveness unless asked", async () => {
    expect((await analyseFace(portraits.get("faceid-1")!.image)).liveness).toBeNull();
  });

  it("reads an image from a file in the worker with the same result as its bytes, and names no path when it cannot", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "faces-test-"));
    try {
      const file = path.join(dir, "selfie.jpg");
      await writeFile(file, portraits.get("facedetect-2")!.image);
      expect(await analyseFace({ file }, { liveness: true })).toEqual(await portraitFace("facedetect-2"));
      const missing = analyseFace({ file: path.join(dir, "gone.jpg") });
      await expect(missing).rejects.toThrow(
        new FaceEngineError("face analysis failed: the stored image could not be read (ENOENT)"),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
