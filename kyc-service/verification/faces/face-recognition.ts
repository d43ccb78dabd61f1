// The face embedding: a MobileFaceNet trained the ArcFace way (112 x 112 face aligned on five
// landmarks, 512 floats out), run with onnxruntime-node. Chosen over human's faceres by
// measurement on real photographs under ID conditions (docs/face-engine.md, ADR 0027).
// human finds the face and its mesh (human-engine.ts); this file aligns and embeds it.
import path from "node:path";
import * as ort from "onnxruntime-node";
import type { RgbImage } from "./decode";

/** Where the model is kept, with its provenance (models/README.md). */
export const RECOGNITION_MODEL_FILE = path.join(import.meta.dirname, "models", "fr_feature.onnx");

/** insightface's 112 x 112 template: eye centres, nose tip, mouth corners (image left first). */
const TEMPLATE: Point[] = [
  [38.2946, 51.6963],
  [73.5318, 51.5014],
  [56.0252, 71.7366],
  [41.5493, 92.3655],
  [70.7299, 92.2041],
];
const SIZE = 112;

type Point = [x: number, y: number];
/** facemesh's points in image pixels, [x, y, z?] as human gives them. */
export type Mesh = ReadonlyArray<readonly [number, number, number?]>;

const mean = (points: readonly Point[]): Point => [
  points.reduce((sum, p) => sum + p[0], 0) / points.length,
  points.reduce((sum, p) => sum + p[1], 0) / points.length,
];

/** The template's five points read off facemesh's 468 (MediaPipe's numbering). */
export function fivePoints(mesh: Mesh): Point[] {
  const at = (...indices: number[]) => mean(indices.map((i) => [mesh[i]![0], mesh[i]![1]]));
  return [at(33, 133, 159, 145), at(362, 263, 386, 374), at(1), at(61), at(291)];
}

/** Least-squares similarity (scale, rotation, shift) taking `from` onto `to`: to = [a -b; b a] from + t. */
function similarity(from: readonly Point[], to: readonly Point[]) {
  const [fx, fy] = mean(from);
  const [tx, ty] = mean(to);
  let [dot, cross, norm] = [0, 0, 0];
  for (let i = 0; i < from.length; i++) {
    const [ax, ay] = [from[i]![0] - fx, from[i]![1] - fy];
    const [bx, by] = [to[i]![0] - tx, to[i]![1] - ty];
    dot += ax * bx + ay * by;
    cross += ax * by - ay * bx;
    norm += ax * ax + ay * ay;
  }
  const [a, b] = [dot / norm, cross / norm];
  return { a, b, tx: tx - (a * fx - b * fy), ty: ty - (b * fx + a * fy) };
}

/**
 * The face warped onto the template, as the model's input: channels-first BGR (the order the
 * model was trained in; RGB passed fewer genuine pairs, docs/face-engine.md), bilinear, scaled
 * to (pixel - 127.5) / 128. Pixels outside the image repeat its edge.
 */
export function alignedFace(rgb: RgbImage, mesh: Mesh): Float32Array {
  const { a, b, tx, ty } = similarity(fivePoints(mesh), TEMPLATE);
  const det = a * a + b * b;
  const out = new Float32Array(3 * SIZE * SIZE);
  const pixel = (x: number, y: number, channel: number) => {
    const cx = Math.min(rgb.width - 1, Math.max(0, x));
    const cy = Math.min(rgb.height - 1, Math.max(0, y));
    return rgb.data[(cy * rgb.width + cx) * 3 + channel]!;
  };
  for (let v = 0; v < SIZE; v++)
    for (let u = 0; u < SIZE; u++) {
      // The source point of output pixel (u, v): the similarity inverted.
      const [du, dv] = [u - tx, v - ty];
      const x = (a * du + b * dv) / det;
      const y = (-b * du + a * dv) / det;
      const [x0, y0] = [Math.floor(x), Math.floor(y)];
      const [wx, wy] = [x - x0, y - y0];
      for (let channel = 0; channel < 3; channel++) {
        const value =
          pixel(x0, y0, channel) * (1 - wx) * (1 - wy) +
          pixel(x0 + 1, y0, channel) * wx * (1 - wy) +
          pixel(x0, y0 + 1, channel) * (1 - wx) * wy +
          pixel(x0 + 1, y0 + 1, channel) * wx * wy;
        out[(2 - channel) * SIZE * SIZE + v * SIZE + u] = (value - 127.5) / 128;
      }
    }
  return out;
}

export type FaceEmbedder = (rgb: RgbImage, mesh: Mesh) => Promise<number[]>;

/** Loads the model once; one thread per session (the pool decides how many workers run). */
export async function loadFaceEmbedder(modelFile = RECOGNITION_MODEL_FILE): Promise<FaceEmbedder> {
  const session = await ort.InferenceSession.create(modelFile, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
  });
  const [inputName, outputName] = [session.inputNames[0]!, session.outputNames[0]!];
  return async (rgb, mesh) => {
    const input = new ort.Tensor("float32", alignedFace(rgb, mesh), [1, 3, SIZE, SIZE]);
    const output = await session.run({ [inputName]: input });
    try {
      return Array.from(output[outputName]!.data as Float32Array);
    } finally {
      input.dispose();
      output[outputName]!.dispose();
    }
  };
}
