// Entry of one face worker thread: loads the models once, then analyses one image at a time.
import { parentPort } from "node:worker_threads";
import { FaceImageError } from "./errors";
import { analyseRaw, loadHuman } from "./human-engine";
import type { FaceJobReply, FaceJobRequest, FaceWorkerReady } from "./protocol";

const port = parentPort;
if (!port) throw new Error("face worker must run in a worker thread");

await loadHuman();
port.postMessage({ ready: true } satisfies FaceWorkerReady);

port.on("message", async (job: FaceJobRequest) => {
  let reply: FaceJobReply;
  try {
    const result = await analyseRaw(Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength), { liveness: job.liveness });
    reply = { id: job.id, ok: true, result };
  } catch (error) {
    const kind = error instanceof FaceImageError ? "image" : "engine";
    reply = { id: job.id, ok: false, kind, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
