// The pool's failure handling, against a stand-in worker (pool-test-worker.ts) that speaks
// the real protocol without loading models; the real engine is exercised in faces.test.ts.
import { afterEach, describe, expect, it } from "vitest";
import { FaceEngineError, FaceImageError } from "./errors";
import { FacePool, type FacePoolOptions } from "./pool";

const standIn = new URL("./pool-test-worker.ts", import.meta.url);
const pools: FacePool[] = [];
function pool(options: Partial<FacePoolOptions> = {}) {
  const created = new FacePool({
    size: 1,
    maxQueue: 8,
    jobTimeoutMs: 5_000,
    startTimeoutMs: 20_000,
    workerFile: standIn,
    ...options,
  });
  pools.push(created);
  return created;
}
const bytes = (text: string) => Buffer.from(text);

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
  delete process.env.FACE_POOL_TEST_FAIL_START;
});

describe("face worker pool (stand-in worker)", () => {
  it("starts no thread until the first job", async () => {
    const faces = pool();
    expect(faces.threads).toBe(0);
    expect((await faces.run(bytes("abc"), false)).faceCount).toBe(3);
    expect(faces.threads).toBe(1);
  });

  it("fails the job of a worker that dies and serves the next job on a new worker", async () => {
    const faces = pool();
    const first = await faces.run(bytes("a"), false);
    await expect(faces.run(bytes("crash"), false)).rejects.toThrow(
      new FaceEngineError("face worker stopped unexpectedly (exit code 3)"),
    );
    const next = await faces.run(bytes("ab"), false);
    expect(next.faceCount).toBe(2);
    expect(next.embedding).not.toEqual(first.embedding); // another thread
  });

  it("fails a job that overruns its deadline and replaces the stuck worker", async () => {
    const faces = pool({ jobTimeoutMs: 200 });
    await expect(faces.run(bytes("hang"), false)).rejects.toThrow(/took longer than 200 ms/);
    expect((await faces.run(bytes("abcd"), false)).faceCount).toBe(4);
  });

  it("refuses work beyond the queue bound at once", async () => {
    const faces = pool({ maxQueue: 2, jobTimeoutMs: 300 });
    const waiting = [faces.run(bytes("hang"), false), faces.run(bytes("x"), false)];
    await expect(faces.run(bytes("y"), false)).rejects.toThrow(/busy \(2 images waiting\)/);
    await expect(waiting[0]).rejects.toThrow(FaceEngineError);
    expect((await waiting[1])!.faceCount).toBe(1);
  });

  it("passes an undecodable image back as FaceImageError", async () => {
    await expect(pool().run(bytes("not-an-image"), false)).rejects.toThrow(FaceImageError);
  });

  it("gives up on queued jobs when workers keep dying before they are ready", async () => {
    process.env.FACE_POOL_TEST_FAIL_START = "1";
    await expect(pool().run(bytes("a"), false)).rejects.toThrow(
      /face worker stopped unexpectedly: models missing/,
    );
  });

  it("rejects new and queued work once closed", async () => {
    const faces = pool();
    const queued = expect(faces.run(bytes("a"), false)).rejects.toThrow("face engine is stopped");
    await faces.close();
    await queued;
    await expect(faces.run(bytes("a"), false)).rejects.toThrow("face engine is stopped");
  });
});
