// One Human instance on the tfjs wasm backend. Runs inside a pool worker (worker.ts) so
// inference never blocks the HTTP server's event loop; also usable directly by scripts.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Human as HumanInstance, Config } from "@vladmandic/human";
import { decodeRgb, withMargin, type RgbImage } from "./decode";
import { loadFaceEmbedder, type FaceEmbedder, type Mesh } from "./face-recognition";
import { fileModelHandler } from "./model-files";

const require = createRequire(import.meta.url);
const tf = require("@tensorflow/tfjs-core") as typeof import("@tensorflow/tfjs-core");
require("@tensorflow/tfjs-backend-wasm");

// The package's default Node entry needs tfjs-node (not installable offline); the wasm
// build is loaded by absolute path so the exports map cannot redirect it.
// (Its exports map hides package.json too, so the directory is found from the main entry.)
const humanDir = path.resolve(path.dirname(require.resolve("@vladmandic/human")), "..");
const wasmDir =
  path.join(path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm/package.json")), "dist") + path.sep;
const { Human } = require(path.join(humanDir, "dist", "human.node-wasm.js")) as {
  Human: new (config: Partial<Config>) => HumanInstance;
};

/** What one image yields, before calibration: the raw model outputs. */
export type RawFaceResult = {
  faceCount: number;
  /** Embedding of the most prominent face (largest box), 512 floats (face-recognition.ts). */
  embedding: number[] | null;
  /** antispoof "real" score and liveness score of the most prominent face, each 0..1. */
  real: number | null;
  live: number | null;
  width: number;
  height: number;
};

const baseConfig: Partial<Config> = {
  backend: "wasm",
  wasmPath: wasmDir,
  modelBasePath: pathToFileURL(path.join(humanDir, "models") + path.sep).href,
  debug: false,
  async: false,
  warmup: "none",
  cacheModels: false,
  // Every call is an unrelated photo: frame-to-frame caching would reuse a previous face.
  cacheSensitivity: 0,
  filter: { enabled: false },
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  face: {
    enabled: true,
    // Images arrive padded to a square (decode.ts): human's own `square` option misplaces boxes.
    detector: { enabled: true, rotation: true, maxDetected: 10, minConfidence: 0.5, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    attention: { enabled: false },
    emotion: { enabled: false },
    gear: { enabled: false },
    // The embedding comes from face-recognition.ts: human's own faceres passed fewer genuine
    // pairs under ID conditions (docs/face-engine.md).
    description: { enabled: false },
    antispoof: { enabled: true },
    liveness: { enabled: true },
  },
};

/**
 * human's configuration; `face` replaces parts of the face settings (the model comparison,
 * scripts/faces/candidates.ts, swaps the recognition model and asks for the face crops).
 */
export function humanConfig(face: Partial<Config["face"]> = {}): Partial<Config> {
  return { ...baseConfig, face: { ...baseConfig.face, ...face } as Config["face"] };
}

let ready: Promise<HumanInstance> | null = null;

let routerRegistered = false;
function registerFileLoader() {
  if (routerRegistered) return;
  routerRegistered = true;
  // tfjs's router type says IOHandler, but its registry skips routers that answer null.
  tf.io.registerLoadRouter(((url: string | string[]) =>
    typeof url === "string" && url.startsWith("file://") ? fileModelHandler(url) : null) as Parameters<
    typeof tf.io.registerLoadRouter
  >[0]);
}

/**
 * The recognition model that makes the embedding, as the model comparison names it
 * (scripts/faces/candidates.ts): chosen by measurement over human's faceres, faceres-deep,
 * mobilefacenet and face-api's ResNet-34 (docs/face-engine.md).
 */
export const engineModel = "MobileFaceNet ArcFace";

export function loadHuman(): Promise<HumanInstance> {
  ready ??= createHuman(humanConfig());
  return ready;
}

let embedder: Promise<FaceEmbedder> | null = null;
export function loadEmbedder(): Promise<FaceEmbedder> {
  embedder ??= loadFaceEmbedder();
  return embedder;
}

/**
 * A human instance with its models loaded. human keeps models in module state: a process (or
 * worker thread) can hold one recognition model only, so the comparison runs one per process.
 */
export async function createHuman(config: Partial<Config>): Promise<HumanInstance> {
  registerFileLoader();
  const human = new Human(config);
  await human.init();
  await human.load();
  return human;
}

/** Runs human on decoded pixels (the input tensor is freed here; returned face crops are not). */
export async function detectRgb(human: HumanInstance, rgb: RgbImage) {
  const tensor = tf.tensor3d(new Int32Array(rgb.data), [rgb.height, rgb.width, 3], "int32");
  try {
    return await human.detect(tensor as never);
  } finally {
    tensor.dispose();
  }
}

const largestFirst = <T extends { box: readonly number[] }>(faces: T[]) =>
  [...faces].sort((a, b) => b.box[2]! * b.box[3]! - a.box[2]! * a.box[3]!);

/**
 * Detection with a second look, margin added, when the first finds nothing (see withMargin).
 * Faces come largest first, with the pixels their boxes and meshes refer to.
 */
export async function detectFaces(human: HumanInstance, decoded: RgbImage) {
  const faces = largestFirst((await detectRgb(human, decoded)).face);
  if (faces.length > 0) return { faces, rgb: decoded };
  const rgb = await withMargin(decoded);
  return { faces: largestFirst((await detectRgb(human, rgb)).face), rgb };
}

/** Within this share of the image's side of an edge, a face box counts as touching it. */
const EDGE_SHARE = 0.05;

function touchesEdge([x, y, width, height]: readonly number[], rgb: RgbImage): boolean {
  const near = EDGE_SHARE * Math.max(rgb.width, rgb.height);
  return x! < near || y! < near || x! + width! > rgb.width - near || y! + height! > rgb.height - near;
}

/**
 * The landmarks to align a face on, and the pixels they refer to. facemesh misplaces them
 * when the frame cuts the face (a small selfie whose forehead touches the top scored 48
 * against its own ID card, 99.7 with this), so such a face is looked at again with a margin
 * around the image. Only the embedding uses this look: face count and liveness stay those of
 * the first, on which they were measured.
 */
export async function alignmentOf(
  human: HumanInstance,
  face: { box: readonly number[]; mesh: Mesh },
  rgb: RgbImage,
): Promise<{ mesh: Mesh; rgb: RgbImage }> {
  if (!touchesEdge(face.box, rgb)) return { mesh: face.mesh, rgb };
  const framed = await withMargin(rgb);
  const again = largestFirst((await detectRgb(human, framed)).face)[0];
  return again?.mesh.length ? { mesh: again.mesh, rgb: framed } : { mesh: face.mesh, rgb };
}

/** The embedding of a detected face (null without a mesh to align it on). */
export async function embedFace(
  human: HumanInstance,
  face: { box: readonly number[]; mesh: Mesh } | undefined,
  rgb: RgbImage,
): Promise<number[] | null> {
  if (!face?.mesh.length) return null;
  const [embed, aligned] = await Promise.all([loadEmbedder(), alignmentOf(human, face, rgb)]);
  return embed(aligned.rgb, aligned.mesh);
}

export async function analyseRaw(image: Buffer, opts: { liveness: boolean }): Promise<RawFaceResult> {
  const decoded = await decodeRgb(image);
  const human = await loadHuman();
  const { faces, rgb } = await detectFaces(human, decoded);
  const main = faces[0];
  return {
    faceCount: faces.length,
    embedding: await embedFace(human, main, rgb),
    real: opts.liveness && typeof main?.real === "number" ? main.real : null,
    live: opts.liveness && typeof main?.live === "number" ? main.live : null,
    width: decoded.width,
    height: decoded.height,
  };
}
