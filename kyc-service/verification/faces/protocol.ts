// Messages between the pool (main thread) and a face worker.
import type { RawFaceResult } from "./human-engine";

export type FaceJobRequest = { id: number; image: Uint8Array; liveness: boolean };

export type FaceJobReply =
  | { id: number; ok: true; result: RawFaceResult }
  | { id: number; ok: false; kind: "image" | "engine"; message: string };

/** Sent once the models are loaded: jobs are only handed to a ready worker. */
export type FaceWorkerReady = { ready: true };
