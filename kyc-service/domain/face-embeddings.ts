// Face embeddings as stored on a submission (float32 bytes of the selfie's embedding) and
// the same-person rule used for duplicates.
export function embeddingToBytes(embedding: number[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Float32Array.from(embedding).buffer);
}

export function bytesToEmbedding(bytes: Uint8Array): number[] {
  const copy = new Uint8Array(bytes); // aligned copy for the Float32Array view
  return Array.from(new Float32Array(copy.buffer, 0, Math.floor(copy.byteLength / 4)));
}

/**
 * Without an embedding on both sides (e.g. a submission approved before the face engine ran)
 * the face cannot tell two people apart, so the other criteria decide.
 * TODO(lifecycle): compare with the face engine's calibrated similarity once it is on main;
 * until then two embeddings are treated as different people (none is stored yet).
 */
export function sameFace(a: Uint8Array | null, b: Uint8Array | null): boolean {
  return !a || !b;
}
