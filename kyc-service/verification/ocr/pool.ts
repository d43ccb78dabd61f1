// A small pool of tesseract.js workers. Each worker runs in its own worker thread (the
// recognition never blocks the event loop); the pool reuses them across requests, starts
// them lazily, bounds the queue so a burst cannot pile up unbounded work, and times jobs
// out — a timed-out worker is terminated and replaced, since a tesseract job cannot be
// cancelled.
import { createRequire } from "node:module";
import path from "node:path";
import { createWorker, OEM, type Worker } from "tesseract.js";
import { MRZ_MODEL, mrzModelFolder } from "./ocrb-model";

/**
 * `mrz`: the OCR-B model (ocrb-model.ts); `eng`, `kor`: tesseract's own models; `fra`: the
 * French model, whose alphabet has the marked Latin letters the visual zone's names need.
 */
export type OcrLanguage = "eng" | "fra" | "kor" | "mrz";

export type OcrPoolOptions = {
  /** Parallel recognitions (one tesseract worker per language per slot). */
  size: number;
  /** Jobs allowed to wait for a free slot; more are refused at once. */
  queueLimit: number;
  /** Longest a job may run, waiting excluded. */
  timeoutMs: number;
  /** Longest a job may wait for a free slot before it is refused; `timeoutMs` when not given. */
  queueWaitMs?: number;
};

export class OcrBusyError extends Error {
  constructor(message = "OCR queue is full") {
    super(message);
  }
}

export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`OCR job exceeded ${ms} ms`);
  }
}

/** Parameters that keep tesseract from printing resolution guesses to stdout. */
export const QUIET = { user_defined_dpi: "300", debug_file: "/dev/null" };

type Slot = { workers: Partial<Record<OcrLanguage, Promise<Worker>>>; busy: boolean };

const require = createRequire(import.meta.url);
// The traineddata ship in npm packages; cacheMethod "none" keeps tesseract.js from writing
// a copy into the working directory.
const langPath = (language: OcrLanguage) =>
  path.join(path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), "4.0.0_best_int");

async function startWorker(language: OcrLanguage): Promise<Worker> {
  if (language === "mrz")
    return createWorker(MRZ_MODEL, OEM.LSTM_ONLY, {
      langPath: await mrzModelFolder(),
      cacheMethod: "none",
      gzip: false,
    });
  return createWorker(language, OEM.LSTM_ONLY, {
    langPath: langPath(language),
    cacheMethod: "none",
    gzip: true,
  });
}

export class OcrPool {
  private readonly slots: Slot[];
  private readonly waiting: Array<(slot: Slot) => void> = [];
  private closed = false;

  constructor(private readonly options: OcrPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => ({ workers: {}, busy: false }));
  }

  /** Runs `job` with a worker for `language` on a free slot. */
  async run<T>(language: OcrLanguage, job: (worker: Worker) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error("OCR pool is closed");
    const slot = await this.acquire();
    try {
      const worker = await this.workerFor(slot, language);
      return await this.withTimeout(slot, language, job(worker));
    } finally {
      this.release(slot);
    }
  }

  /**
   * Starts the workers of every slot and runs one tiny recognition on each (the model is
   * loaded at the first recognition, ~1-2 s), so the first request does not pay for it.
   */
  async warm(languages: OcrLanguage[], sample: Buffer): Promise<void> {
    await Promise.all(
      this.slots.flatMap((slot) =>
        languages.map(async (language) => {
          const worker = await this.workerFor(slot, language);
          await worker.setParameters(QUIET);
          await worker.recognize(sample);
        }),
      ),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.slots.flatMap((slot) => Object.values(slot.workers));
    this.slots.forEach((slot) => (slot.workers = {}));
    await Promise.all(workers.map(async (worker) => (await worker.catch(() => null))?.terminate()));
  }

  private acquire(): Promise<Slot> {
    const free = this.slots.find((slot) => !slot.busy);
    if (free) {
      free.busy = true;
      return Promise.resolve(free);
    }
    if (this.waiting.length >= this.options.queueLimit) return Promise.reject(new OcrBusyError());
    // Waiting is bounded too: behind a queue of slow reads a request would otherwise take
    // queue length x timeout; past the limit it is answered without OCR data instead.
    const waitMs = this.options.queueWaitMs ?? this.options.timeoutMs;
    return new Promise((resolve, reject) => {
      const waiter = (slot: Slot) => {
        clearTimeout(timer);
        resolve(slot);
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new OcrBusyError(`OCR queue wait exceeded ${waitMs} ms`));
      }, waitMs);
      this.waiting.push(waiter);
    });
  }

  private release(slot: Slot) {
    const next = this.waiting.shift();
    if (next) next(slot);
    else slot.busy = false;
  }

  private workerFor(slot: Slot, language: OcrLanguage): Promise<Worker> {
    slot.workers[language] ??= startWorker(language);
    const worker = slot.workers[language];
    // A worker that failed to start is forgotten so the next job tries again.
    worker.catch(() => {
      if (slot.workers[language] === worker) delete slot.workers[language];
    });
    return worker;
  }

  private async withTimeout<T>(slot: Slot, language: OcrLanguage, work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError(this.options.timeoutMs)), this.options.timeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } catch (error) {
      if (error instanceof OcrTimeoutError) {
        const stuck = slot.workers[language];
        delete slot.workers[language];
        void stuck?.then((worker) => worker.terminate()).catch(() => undefined);
        work.catch(() => undefined);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
