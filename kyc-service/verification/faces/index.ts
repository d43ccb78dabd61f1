// The face engine's public face: the service's step 2 calls these. Work runs in a pool of
// worker threads (pool.ts), created on first use with KYC_SERVICE_FACE_THREADS workers.
import { loadServiceConfig } from "../../env";
import { livenessScore } from "./calibration";
import { FacePool } from "./pool";

export { faceSimilarity } from "./calibration";
export { FaceEngineError, FaceImageError } from "./errors";

export type FaceAnalysis = {
  faceCount: number;
  /** Embedding of the most prominent face; null when no face was found. */
  embedding: number[] | null;
  /** 0-100, when asked for and a face was found; a weak signal (see docs/face-engine.md). */
  liveness: number | null;
};

let pool: FacePool | null = null;

function facePool(): FacePool {
  if (!pool) {
    const config = loadServiceConfig();
    pool = new FacePool({
      size: config.faces.threads,
      maxQueue: config.faces.maxQueue,
      jobTimeoutMs: config.faces.jobTimeoutMs,
      startTimeoutMs: 120_000,
    });
  }
  return pool;
}

/**
 * Detects faces in a JPEG or PNG (its bytes, or a file the worker reads when the job starts)
 * and describes the most prominent one.
 * Throws FaceImageError for an image that cannot be decoded, FaceEngineError when the
 * engine fails, times out or has too much queued.
 */
export async function analyseFace(
  image: Buffer | { file: string },
  opts: { liveness?: boolean } = {},
): Promise<FaceAnalysis> {
  const raw = await facePool().run(image, opts.liveness ?? false);
  return {
    faceCount: raw.faceCount,
    embedding: raw.embedding,
    liveness: raw.real !== null && raw.live !== null ? livenessScore(raw.real, raw.live) : null,
  };
}

/** Stops the worker threads (service shutdown, end of tests). The next call starts them again. */
export async function stopFaceEngine(): Promise<void> {
  const stopping = pool;
  pool = null;
  await stopping?.close();
}
