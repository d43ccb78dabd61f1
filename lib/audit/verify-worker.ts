// A worker thread of verify-parallel.ts: verifies one stretch of the chain and posts its summary.
import { parentPort, workerData } from "node:worker_threads";
import { chainHashes } from "./chain-reader";
import { verifyRange } from "./verify";

export interface VerifyJob {
  databaseUrl: string;
  afterSeq: number;
  untilSeq: number;
  previousHead: { seq: number; hash: string } | null;
}

const job = workerData as VerifyJob;
verifyRange(
  chainHashes(job.databaseUrl, { afterSeq: job.afterSeq, untilSeq: job.untilSeq }),
  job.previousHead,
).then(
  (summary) => parentPort!.postMessage({ ok: true, summary }),
  (error: unknown) =>
    parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) }),
);
