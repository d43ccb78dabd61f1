// Chain verification on every core, for `npm run audit:verify` and the bench (not the app:
// a Next.js server bundle cannot start these workers). Every event's hash depends only on
// its own row, so the log is cut into stretches of seq, each verified by a worker thread
// (verify-worker.ts); joinRanges then checks the links between stretches in order, so the
// report, the first broken event included, is exactly the one-pass report.
import { availableParallelism } from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ChainKeys } from "./chain-hash";
import { chainBounds } from "./chain-reader";
import { joinRanges, verifyChain, type ChainReport, type RangeSummary } from "./verify";
import type { VerifyJob } from "./verify-worker";

// Workers are TypeScript: the bootstrap registers tsx's loader in the new thread first (as
// kyc-service/verification/faces/pool.ts does; `--import tsx` does not reach a worker on Node 20).
const tsxDir = path.dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
const tsxApi = pathToFileURL(path.join(tsxDir, "dist", "esm", "api", "index.mjs")).href;
const entry = new URL("./verify-worker.ts", import.meta.url).href;
const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;

function runWorker(job: VerifyJob): Promise<RangeSummary> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: job });
    worker.once("message", (reply: { ok: true; summary: RangeSummary } | { ok: false; error: string }) => {
      void worker.terminate();
      if (reply.ok) resolve(reply.summary);
      else
        reject(
          new Error(`verification of events ${job.afterSeq + 1}..${job.untilSeq} failed: ${reply.error}`),
        );
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`verification worker stopped (exit code ${code})`)));
  });
}

interface ParallelOptions {
  workers?: number;
  /** Below this many events per worker one pass is quicker than starting workers. */
  minEventsPerWorker?: number;
}

export async function verifyChainParallel(
  databaseUrl: string,
  keys: ChainKeys,
  options: ParallelOptions = {},
): Promise<ChainReport> {
  const bounds = await chainBounds(databaseUrl);
  const span = bounds ? bounds.max - bounds.min + 1 : 0;
  const count = Math.min(
    options.workers ?? availableParallelism(),
    Math.floor(span / (options.minEventsPerWorker ?? 100_000)),
  );
  if (!bounds || count < 2) return verifyChain(databaseUrl, keys);
  const step = Math.ceil(span / count);
  const jobs: VerifyJob[] = Array.from({ length: count }, (_, i) => ({
    databaseUrl,
    afterSeq: bounds.min - 1 + i * step,
    untilSeq: i === count - 1 ? bounds.max : bounds.min - 1 + (i + 1) * step,
    keys,
  }));
  // Events appended meanwhile (after bounds.max) are left for the next run, as in one pass.
  return joinRanges(await Promise.all(jobs.map(runWorker)));
}
