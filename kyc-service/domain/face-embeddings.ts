// Face embeddings as stored on a submission (float32 bytes of the selfie's embedding) and
// the same-person rule used for duplicates.
import { faceSimilarity } from "../verification/faces";
import { similarityPassMark } from "./face-pass-marks";

export function embeddingToBytes(embedding: number[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Float32Array.from(embedding).buffer);
}

export function bytesToEmbedding(bytes: Uint8Array): number[] {
  const copy = new Uint8Array(bytes); // aligned copy for the Float32Array view
  return Array.from(new Float32Array(copy.buffer, 0, Math.floor(copy.byteLength / 4)));
}

/**
 * The same face when the selfies' embeddings score at least the step 2 pass mark (85) on
 * the calibrated scale. Without comparable embeddings on both sides the face cannot tell two
 * people apart, so the other criteria decide: a submission whose selfie showed no face, or
 * one stored by an earlier engine (human's faceres gave 1024 floats, today's model 512).
 */
export function sameFace(a: Uint8Array | null, b: Uint8Array | null): boolean {
  if (!a || !b) return true;
  const [left, right] = [bytesToEmbedding(a), bytesToEmbedding(b)];
  if (left.length !== right.length) return true;
  return faceSimilarity(left, right) >= similarityPassMark;
}
