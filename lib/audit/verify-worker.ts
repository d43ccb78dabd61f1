// A worker thread of verify-parallel.ts: verifies one stretch of the chain and posts its summary.
import { parentPort, workerData } from "node:worker_threads";
import type { ChainKeys } from "./chain-hash";
import { chainHashes } from "./chain-reader";
import { verifyRange } from "./verify";

export interface VerifyJob {
  databaseUrl: string;
  afterSeq: number;
  untilSeq: number;
  /** Handed over in memory to a thread of the same process, never written anywhere. */
  keys: ChainKeys;
}

const job = workerData as VerifyJob;
verifyRange(
  chainHashes(job.databaseUrl, job.keys.key, { afterSeq: job.afterSeq, untilSeq: job.untilSeq }),
  job.keys.unkeyedUntil,
).then(
  (summary) => parentPort!.postMessage({ ok: true, summary }),
  (error: unknown) =>
    parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) }),
);
