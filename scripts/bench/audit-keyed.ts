// The audit chain keyed (HMAC-SHA-256, what recordAudit writes) against the unkeyed chain
// (plain SHA-256, as before the keying) in the same run, on two logs generated alike:
// - verification in events/s, on all cores as audit:verify runs it and in one pass as the
//   app's "Verify now" does (and per CPU second, which the machine's load does not change);
// - appending (appendAuditEvent on the full chain), keyed and unkeyed samples interleaved so
//   both see the same load, against a plain one-row insert through the same client.
import { performance } from "node:perf_hooks";
import { appendAuditEvent } from "../../lib/audit/chain";
import type { ChainKeys } from "../../lib/audit/chain-hash";
import { chainRows } from "../../lib/audit/chain-reader";
import { maskEmailsDeep } from "../../lib/audit/hmac";
import { verifyChain, type ChainReport } from "../../lib/audit/verify";
import { verifyChainParallel } from "../../lib/audit/verify-parallel";
import type { Db } from "../../lib/database/dashboard-db";
import type { BenchAccount } from "./audit-data";
import { ms, percentile, type Report } from "./measure";

export interface BenchLog {
  url: string;
  db: Db;
  keys: ChainKeys;
}

const recordSamples = 300;
const perSecond = (n: number) => `${Math.round(n).toLocaleString("en")} events/s`;

async function timed(verify: () => Promise<ChainReport>) {
  const begun = performance.now();
  const cpu = process.cpuUsage();
  const result = await verify();
  const used = process.cpuUsage(cpu); // this thread only: the workers' CPU is not in it
  if (!result.intact) throw new Error(`bench chain reported broken: ${result.problem}`);
  const seconds = (performance.now() - begun) / 1000;
  return {
    rate: result.events / seconds,
    seconds,
    cpuRate: result.events / ((used.user + used.system) / 1e6),
  };
}

export async function benchKeying(report: Report, keyed: BenchLog, unkeyed: BenchLog, actor: BenchAccount) {
  let started = performance.now();
  let read = 0;
  for await (const batch of chainRows(keyed.url)) read += batch.length;
  const readRate = perSecond(read / ((performance.now() - started) / 1000));

  const verifyBoth = async (how: (log: BenchLog) => Promise<ChainReport>) => ({
    keyed: await timed(() => how(keyed)),
    unkeyed: await timed(() => how(unkeyed)),
  });
  const parallel = await verifyBoth((log) => verifyChainParallel(log.url, log.keys));
  const onePass = await verifyBoth((log) => verifyChain(log.url, log.keys));
  report(
    "audit: chain verification, keyed (npm run audit:verify, all cores)",
    `${perSecond(parallel.keyed.rate)} (${read.toLocaleString("en")} in ${parallel.keyed.seconds.toFixed(2)} s; target >= 200,000/s)`,
    `unkeyed chain ${perSecond(parallel.unkeyed.rate)}; reading every column alone ${readRate}`,
  );
  report(
    "audit: chain verification, keyed, one pass",
    `${perSecond(onePass.keyed.rate)} (${onePass.keyed.seconds.toFixed(2)} s wall)`,
    `unkeyed chain ${perSecond(onePass.unkeyed.rate)} (${onePass.unkeyed.seconds.toFixed(2)} s wall)`,
  );
  report(
    "audit: chain verification, keyed, one pass, per CPU second",
    perSecond(onePass.keyed.cpuRate),
    `unkeyed chain ${perSecond(onePass.unkeyed.cpuRate)}`,
  );

  // Appending: what recordAudit does besides reading the request's headers.
  const event = (i: number) => ({
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: "submission.view",
    targetId: `sub-bench-${i}`,
    outcome: "success",
    reason: null,
    statedReason: null,
    detail: JSON.stringify(
      maskEmailsDeep("bench-key", { image: "selfieImage", note: "from applicant@example.com" }),
    ),
    ip: "10.0.0.1",
    userAgent: "bench",
    requestId: `bench-${i}`,
  });
  const times = { keyed: [] as number[], unkeyed: [] as number[], plain: [] as number[] };
  for (let i = -5; i < recordSamples; i++) {
    for (const [name, work] of [
      ["keyed", () => appendAuditEvent(keyed.db, event(i), keyed.keys.key)],
      ["unkeyed", () => appendAuditEvent(unkeyed.db, event(i), null)],
      [
        "plain",
        () =>
          keyed.db.signInThrottle.create({
            data: { key: `bench:${i}:${Math.random()}`, failures: 1, lastFailureAt: new Date() },
          }),
      ],
    ] as const) {
      started = performance.now();
      await work();
      if (i >= 0) times[name].push(performance.now() - started); // the first five warm up
    }
  }
  const summary = (t: number[]) => `p95 ${ms(percentile(t, 95))}, p50 ${ms(percentile(t, 50))}`;
  const rate = (t: number[]) => perSecond(1000 / (t.reduce((a, b) => a + b, 0) / t.length));
  report(
    "audit: append, keyed",
    `${summary(times.keyed)}, ${rate(times.keyed)} one at a time (target p95 <= 5 ms)`,
    `unkeyed chain ${summary(times.unkeyed)}, ${rate(times.unkeyed)}; plain one-row insert ${summary(times.plain)}`,
  );
}
