// A stand-in face worker for pool.test.ts: speaks the real protocol but does no face work,
// so the pool's crash, timeout and queue handling can be tested in milliseconds.
// The image bytes (sent, or read from the file named) say what to do: "crash" exits the thread, "hang" never answers,
// "not-an-image" answers as the engine does for an undecodable file; anything else
// succeeds with faceCount = number of bytes.
import { readFile } from "node:fs/promises";
import { parentPort, threadId } from "node:worker_threads";
import type { FaceJobReply, FaceJobRequest } from "./protocol";

const port = parentPort!;
if (process.env.FACE_POOL_TEST_FAIL_START === "1") throw new Error("models missing (stand-in)");
port.postMessage({ ready: true });
port.on("message", async (job: FaceJobRequest) => {
  const bytes = job.image instanceof Uint8Array ? job.image : await readFile(job.image.file);
  const text = Buffer.from(bytes).toString();
  if (text === "crash") process.exit(3);
  if (text === "hang") return;
  const reply: FaceJobReply =
    text === "not-an-image"
      ? { id: job.id, ok: false, kind: "image", message: "image could not be decoded" }
      : {
          id: job.id,
          ok: true,
          result: {
            faceCount: bytes.byteLength,
            embedding: [threadId],
            real: null,
            live: null,
            width: 1,
            height: 1,
          },
        };
  port.postMessage(reply);
});
