// A bounded pool of face worker threads. Workers start lazily (each holds ~250-300 MB of
// models and wasm memory), jobs wait in a bounded queue, each job has a deadline, and a
// worker that dies or overruns is replaced, so the HTTP server never blocks on face work.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { FaceEngineError, FaceImageError } from "./errors";
import type { RawFaceResult } from "./human-engine";
import type { FaceImageSource, FaceJobReply, FaceJobRequest, FaceWorkerReady } from "./protocol";

export type FacePoolOptions = {
  /** Worker threads at most. */
  size: number;
  /** Jobs allowed to wait for a worker; one more is refused at once. */
  maxQueue: number;
  /** From handing a job to a worker until its answer. */
  jobTimeoutMs: number;
  /** From starting a worker until its models are loaded. */
  startTimeoutMs: number;
  /** The worker's entry (tests give a stand-in); defaults to worker.ts. */
  workerFile?: URL;
};

type Job = {
  id: number;
  image: FaceImageSource;
  liveness: boolean;
  resolve: (result: RawFaceResult) => void;
  reject: (error: Error) => void;
};

type Slot = { worker: Worker; ready: boolean; job: Job | null; timer: NodeJS.Timeout | null };

/** After this many workers in a row die before loading, queued jobs fail instead of waiting forever. */
const MAX_START_FAILURES = 3;

// Workers are TypeScript: a small bootstrap registers tsx's loader in the new thread, then
// imports the entry (`--import tsx` in a worker's execArgv does not reach its entry on Node 20,
// and under Vitest the parent was not started by tsx at all).
const tsxDir = path.dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
const tsxApi = pathToFileURL(path.join(tsxDir, "dist", "esm", "api", "index.mjs")).href;
const bootstrap = (entry: URL) =>
  `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })` +
  `.catch((error) => { throw error; });`;

export class FacePool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private startFailures = 0;

  constructor(private readonly options: FacePoolOptions) {}

  run(image: Buffer | { file: string }, liveness: boolean): Promise<RawFaceResult> {
    if (this.closed) return Promise.reject(new FaceEngineError("face engine is stopped"));
    if (this.queue.length >= this.options.maxQueue) {
      return Promise.reject(
        new FaceEngineError(`face engine is busy (${this.queue.length} images waiting); try again shortly`),
      );
    }
    // Bytes: a private copy whose memory moves to the worker instead of being cloned. A file
    // is read by the worker when the job starts, so a waiting job holds only its path.
    const source: FaceImageSource = Buffer.isBuffer(image) ? new Uint8Array(image) : { file: image.file };
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, image: source, liveness, resolve, reject });
      this.pump();
    });
  }

  /** Threads alive now (started or starting): for tests and the bench. */
  get threads(): number {
    return this.slots.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new FaceEngineError("face engine is stopped"));
    const slots = [...this.slots];
    this.slots.clear();
    for (const slot of slots) {
      this.clearTimer(slot);
      slot.job?.reject(new FaceEngineError("face engine is stopped"));
      slot.job = null;
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private pump() {
    for (const slot of this.slots) {
      const job = slot.ready && !slot.job ? this.queue.shift() : undefined;
      if (job) this.dispatch(slot, job);
    }
    let starting = [...this.slots].filter((slot) => !slot.ready).length;
    while (this.queue.length > starting && this.slots.size < this.options.size) {
      this.spawn();
      starting++;
    }
  }

  private spawn() {
    const file = this.options.workerFile ?? new URL("./worker.ts", import.meta.url);
    const worker = new Worker(bootstrap(file), { eval: true });
    const slot: Slot = { worker, ready: false, job: null, timer: null };
    this.slots.add(slot);
    slot.timer = setTimeout(
      () =>
        this.discard(
          slot,
          new FaceEngineError(`face engine did not load its models within ${this.options.startTimeoutMs} ms`),
        ),
      this.options.startTimeoutMs,
    );
    worker.on("message", (message: FaceJobReply | FaceWorkerReady) => this.onMessage(slot, message));
    // An uncaught error in the worker is followed by its exit; the error says why.
    let lastError: Error | null = null;
    worker.on("error", (error) => (lastError = error));
    worker.on("exit", (code) => {
      const why = lastError ? `: ${lastError.message}` : ` (exit code ${code})`;
      this.discard(slot, new FaceEngineError(`face worker stopped unexpectedly${why}`));
    });
  }

  private onMessage(slot: Slot, message: FaceJobReply | FaceWorkerReady) {
    if (!this.slots.has(slot)) return;
    if ("ready" in message) {
      this.clearTimer(slot);
      slot.ready = true;
      this.startFailures = 0;
      slot.worker.unref();
    } else if (slot.job?.id === message.id) {
      const job = slot.job;
      this.clearTimer(slot);
      slot.job = null;
      slot.worker.unref();
      if (message.ok) job.resolve(message.result);
      else
        job.reject(
          message.kind === "image"
            ? new FaceImageError(message.message)
            : new FaceEngineError(`face analysis failed: ${message.message}`),
        );
    }
    this.pump();
  }

  private dispatch(slot: Slot, job: Job) {
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(
      () =>
        this.discard(
          slot,
          new FaceEngineError(`face analysis took longer than ${this.options.jobTimeoutMs} ms`),
        ),
      this.options.jobTimeoutMs,
    );
    const request: FaceJobRequest = { id: job.id, image: job.image, liveness: job.liveness };
    slot.worker.postMessage(
      request,
      job.image instanceof Uint8Array ? [job.image.buffer as ArrayBuffer] : [],
    );
  }

  /** Takes a worker out of service (dead, stuck or never ready), fails its job, and replaces it if work waits. */
  private discard(slot: Slot, reason: FaceEngineError) {
    if (!this.slots.delete(slot)) return;
    this.clearTimer(slot);
    slot.job?.reject(reason);
    slot.job = null;
    if (!slot.ready && ++this.startFailures >= MAX_START_FAILURES) {
      this.startFailures = 0;
      for (const job of this.queue.splice(0)) job.reject(reason);
    }
    void slot.worker.terminate();
    if (!this.closed) this.pump();
  }

  private clearTimer(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }
}
