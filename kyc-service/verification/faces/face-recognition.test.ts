// The alignment that feeds the recognition model, and the model file itself.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { RgbImage } from "./decode";
import {
  alignedFace,
  fivePoints,
  RECOGNITION_MODEL_FILE,
  loadFaceEmbedder,
  type Mesh,
} from "./face-recognition";

const SIZE = 112;
const TEMPLATE_LEFT_EYE: [number, number] = [38.2946, 51.6963];
const TEMPLATE: Array<[number, number]> = [
  TEMPLATE_LEFT_EYE,
  [73.5318, 51.5014],
  [56.0252, 71.7366],
  [41.5493, 92.3655],
  [70.7299, 92.2041],
];

/** A 468-point mesh whose five alignment points sit at `points` (every index of a point gets it). */
function meshAt(points: Array<[number, number]>): Mesh {
  const mesh: Array<[number, number, number]> = Array.from({ length: 468 }, () => [0, 0, 0]);
  const groups = [[33, 133, 159, 145], [362, 263, 386, 374], [1], [61], [291]];
  groups.forEach((indices, i) => {
    for (const index of indices) mesh[index] = [points[i]![0], points[i]![1], 0];
  });
  return mesh;
}

/** Grey image with one coloured square centred on (x, y). */
function imageWithSquare(width: number, height: number, [x, y]: [number, number], rgb: number[]): RgbImage {
  const data = Buffer.alloc(width * height * 3, 128);
  for (let row = Math.round(y) - 4; row <= Math.round(y) + 4; row++)
    for (let col = Math.round(x) - 4; col <= Math.round(x) + 4; col++) data.set(rgb, (row * width + col) * 3);
  return { data, width, height };
}

const at = (input: Float32Array, channel: number, [x, y]: [number, number]) =>
  input[channel * SIZE * SIZE + Math.round(y) * SIZE + Math.round(x)]!;

describe("face alignment", () => {
  it("reads the five points off the mesh", () => {
    expect(fivePoints(meshAt(TEMPLATE))).toEqual(TEMPLATE);
  });

  it("maps a face twice the template's size, shifted and turned, back onto the template", () => {
    // The face in the image: the template scaled by 2, turned 90 degrees, moved by (300, 40).
    const turned = TEMPLATE.map(([x, y]): [number, number] => [300 - 2 * y, 40 + 2 * x]);
    const image = imageWithSquare(400, 400, turned[0]!, [255, 0, 0]);
    const input = alignedFace(image, meshAt(turned));
    // A red square where the template's left eye is; channels come blue, green, red.
    expect(at(input, 2, TEMPLATE_LEFT_EYE)).toBeCloseTo((255 - 127.5) / 128, 2);
    expect(at(input, 0, TEMPLATE_LEFT_EYE)).toBeCloseTo((0 - 127.5) / 128, 2);
    // Grey elsewhere, e.g. at the template's right eye.
    expect(at(input, 2, TEMPLATE[1]!)).toBeCloseTo(0.5 / 128, 2);
  });
});

describe("recognition model", () => {
  it("is the file its provenance names (models/README.md)", async () => {
    const sha256 = createHash("sha256")
      .update(await readFile(RECOGNITION_MODEL_FILE))
      .digest("hex");
    expect(sha256).toBe("87aacdfe57510db2af90c0251df680e8eec88f122ee94712121d09bcaaaf3581");
  });

  it("gives 512 floats, the same for the same pixels and different for different ones", async () => {
    const embed = await loadFaceEmbedder();
    const mesh = meshAt(TEMPLATE);
    const plain = imageWithSquare(SIZE, SIZE, TEMPLATE[0]!, [255, 0, 0]);
    const other = imageWithSquare(SIZE, SIZE, TEMPLATE[2]!, [0, 0, 255]);
    const [a, b, c] = [await embed(plain, mesh), await embed(plain, mesh), await embed(other, mesh)];
    expect(a).toHaveLength(512);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });
});
