// Entry of one face worker thread: loads the models once, then analyses one image at a time.
import { readFile } from "node:fs/promises";
import { parentPort } from "node:worker_threads";
import { FaceImageError } from "./errors";
import { analyseRaw, loadEmbedder, loadHuman } from "./human-engine";
import type { FaceImageSource, FaceJobReply, FaceJobRequest, FaceWorkerReady } from "./protocol";

const port = parentPort;
if (!port) throw new Error("face worker must run in a worker thread");

await Promise.all([loadHuman(), loadEmbedder()]);
port.postMessage({ ready: true } satisfies FaceWorkerReady);

/** A stored file that cannot be read is the service's problem (an engine error), named without its path. */
async function imageBytes(source: FaceImageSource): Promise<Buffer> {
  if (source instanceof Uint8Array) return Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  try {
    return await readFile(source.file);
  } catch (error) {
    throw new Error(
      `the stored image could not be read (${(error as NodeJS.ErrnoException).code ?? "unknown error"})`,
    );
  }
}

port.on("message", async (job: FaceJobRequest) => {
  let reply: FaceJobReply;
  try {
    const result = await analyseRaw(await imageBytes(job.image), { liveness: job.liveness });
    reply = { id: job.id, ok: true, result };
  } catch (error) {
    const kind = error instanceof FaceImageError ? "image" : "engine";
    reply = { id: job.id, ok: false, kind, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
