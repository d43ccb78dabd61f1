// The faceres embedding of a face crop seen in a mirror, for measuring test-time
// augmentation (the mean of a face's embedding and its mirror image's). It repeats human's
// own preprocessing for faceres (bilinear resize to the model's input, 0..255), so the crop
// unmirrored gives exactly human's embedding.
import { createRequire } from "node:module";
import type { Tensor } from "@tensorflow/tfjs-core";
import type { Human } from "@vladmandic/human";

const require = createRequire(import.meta.url);
const tf = require("@tensorflow/tfjs-core") as typeof import("@tensorflow/tfjs-core");

type GraphModel = { inputs: Array<{ shape?: number[] }>; execute: (input: Tensor) => Tensor | Tensor[] };

/** `crop` is human's face tensor (detector `return: true`): height x width x 3, values 0..1. */
export async function mirroredEmbedding(human: Human, crop: Tensor): Promise<number[]> {
  const faceres = (human.models as unknown as { models: Record<string, GraphModel | null> }).models.faceres;
  if (!faceres) throw new Error("faceres is not loaded");
  const [, height = 224, width = 224] = faceres.inputs[0]?.shape ?? [];
  const input = tf.tidy(() => {
    const batch = tf.expandDims(crop, 0) as import("@tensorflow/tfjs-core").Tensor4D;
    return tf.mul(tf.image.flipLeftRight(tf.image.resizeBilinear(batch, [height, width], false)), 255);
  });
  const outputs = [faceres.execute(input)].flat();
  try {
    const embedding = outputs.find((output) => output.shape[1] === 1024);
    if (!embedding) throw new Error("faceres gave no 1024-float embedding");
    return Array.from(await embedding.data());
  } finally {
    tf.dispose([input, ...outputs]);
  }
}

/** The mean direction of two embeddings (each scaled to unit length first). */
export function meanEmbedding(a: readonly number[], b: readonly number[]): number[] {
  const [normA, normB] = [Math.hypot(...a) || 1, Math.hypot(...b) || 1];
  return a.map((value, i) => value / normA + b[i]! / normB);
}
