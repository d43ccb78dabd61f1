// One Human instance on the tfjs wasm backend. Runs inside a pool worker (worker.ts) so
// inference never blocks the HTTP server's event loop; also usable directly by scripts.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Human as HumanInstance, Config } from "@vladmandic/human";
import { decodeRgb, withMargin, type RgbImage } from "./decode";
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
  /** faceres embedding of the most prominent face (largest box), 1024 floats. */
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
    description: { enabled: true },
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
 * The recognition model that makes the embedding: human's own faceres, chosen by measurement
 * over faceres-deep, mobilefacenet and face-api's ResNet-34 (docs/face-engine.md).
 */
export const engineModel = "faceres";

export function loadHuman(): Promise<HumanInstance> {
  ready ??= createHuman(humanConfig());
  return ready;
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

/** Detection with a second look, margin added, when the first finds nothing (see withMargin). */
export async function detectFaces(human: HumanInstance, rgb: RgbImage) {
  const result = await detectRgb(human, rgb);
  if (result.face.length > 0) return result;
  return detectRgb(human, await withMargin(rgb));
}

export async function analyseRaw(image: Buffer, opts: { liveness: boolean }): Promise<RawFaceResult> {
  const rgb = await decodeRgb(image);
  const human = await loadHuman();
  const result = await detectFaces(human, rgb);
  const faces = [...result.face].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
  const main = faces[0];
  return {
    faceCount: faces.length,
    embedding: main?.embedding?.length ? Array.from(main.embedding) : null,
    real: opts.liveness && typeof main?.real === "number" ? main.real : null,
    live: opts.liveness && typeof main?.live === "number" ? main.live : null,
    width: rgb.width,
    height: rgb.height,
  };
}
