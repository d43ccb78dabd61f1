// Messages between the pool (main thread) and a face worker.
import type { RawFaceResult } from "./human-engine";

/**
 * The image to analyse: its bytes, or the path of a file the worker reads itself when the job
 * starts (step 2's uploads are on disk: queued jobs then hold no image bytes in memory).
 */
export type FaceImageSource = Uint8Array | { file: string };

export type FaceJobRequest = { id: number; image: FaceImageSource; liveness: boolean };

export type FaceJobReply =
  | { id: number; ok: true; result: RawFaceResult }
  | { id: number; ok: false; kind: "image" | "engine"; message: string };

/** Sent once the models are loaded: jobs are only handed to a ready worker. */
export type FaceWorkerReady = { ready: true };
