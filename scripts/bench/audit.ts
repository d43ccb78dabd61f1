// The audit log at 1,000,000 events (AUDIT_BENCH_EVENTS to change), in a fresh SQLite
// database migrated like the real one:
// - the /audit page's filtered query (lib/audit/search.ts, through Prisma) p95 per filter,
//   against the same-run newest page with no filter;
// - chain verification in events/s, on all cores as audit:verify runs it and in one pass as
//   the app's "Verify now" does, against reading the rows alone (and per CPU second);
// - what recording adds to an action: appendAuditEvent p95 on the full chain, against a
//   plain one-row insert through the same client.
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import Database from "libsql";
import { appendAuditEvent } from "../../lib/audit/chain";
import { chainRows } from "../../lib/audit/chain-reader";
import { parseAuditFilter } from "../../lib/audit/filters";
import { maskEmailsDeep } from "../../lib/audit/hmac";
import { searchAudit } from "../../lib/audit/search";
import { verifyChain, type ChainReport } from "../../lib/audit/verify";
import { verifyChainParallel } from "../../lib/audit/verify-parallel";
import { createDb, type Db } from "../../lib/database/dashboard-db";
import { prepareDashboardDatabase } from "../../lib/database/prepare-dashboard";
import { benchAccounts, writeBenchLog } from "./audit-data";
import { ms, percentile, type Report } from "./measure";

const eventCount = Number(process.env.AUDIT_BENCH_EVENTS ?? 1_000_000);
const querySamples = 100;
const recordSamples = 300;

async function samples(n: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await work(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  return times;
}

const perSecond = (n: number) => `${Math.round(n).toLocaleString("en")} events/s`;

export async function bench(report: Report) {
  // The machine's load changes every figure here: printed so runs can be compared fairly.
  report(
    "audit: machine",
    `${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")} at start`,
  );
  const dir = mkdtempSync(path.join(tmpdir(), "audit-bench-"));
  const url = `file:${path.join(dir, "dashboard.db")}`;
  let db: Db | undefined;
  try {
    await prepareDashboardDatabase(url, { demoAccounts: false });
    const accounts = benchAccounts();
    const database = new Database(url.slice("file:".length));
    // Generation only: a big page cache and no fsync per transaction (the two unique hash
    // indexes take random inserts). The measured reads and writes below use the defaults.
    database.exec("PRAGMA cache_size = -262144; PRAGMA synchronous = OFF");
    const insertAccount = database.prepare(
      `INSERT INTO "Reviewer" ("id","email","name","role","updatedAt") VALUES (?,?,?,?,?)`,
    );
    for (const a of accounts)
      insertAccount.run(a.id, a.email, a.id, a.role, new Date().toISOString().replace("Z", "+00:00"));
    let started = performance.now();
    const span = writeBenchLog(database, accounts, eventCount);
    database.exec("ANALYZE");
    database.close();
    report(
      "audit: log written",
      `${eventCount.toLocaleString("en")} chained events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    db = createDb(url);
    const dbc = db;
    // Filters a manager would use, with targets and dates that exist in the log.
    const day = (offsetDays: number) =>
      new Date(span.last.getTime() - offsetDays * 86_400_000).toISOString().slice(0, 10);
    const last = await dbc.auditEvent.findFirstOrThrow({ orderBy: { seq: "desc" }, select: { seq: true } });
    const someTarget =
      (
        await dbc.auditEvent
          .findFirstOrThrow({
            where: { seq: Math.floor(last.seq / 2), targetId: { not: null } },
            select: { targetId: true },
          })
          .catch(() => null)
      )?.targetId ?? "sub-1";
    const filters: [string, string][] = [
      ["actor", `actor=${accounts[3]!.email}`],
      ["action", "action=decision.record"],
      ["target", `target=${someTarget}`],
      ["outcome", "outcome=failure"],
      ["date range (one week)", `from=${day(60)}&to=${day(53)}`],
      ["deletions preset", "preset=deletions"],
      [
        "actor + action + week",
        `actor=${accounts[5]!.email}&action=submission.view&from=${day(30)}&to=${day(23)}`,
      ],
      ["actor, deep page", `actor=${accounts[7]!.email}&before=${Math.floor(last.seq / 3)}`],
    ];
    const baseline = await samples(querySamples, () => searchAudit(dbc, {}));
    const all: number[] = [];
    for (const [name, query] of filters) {
      const filter = parseAuditFilter(new URLSearchParams(query));
      const times = await samples(querySamples, () => searchAudit(dbc, filter));
      all.push(...times);
      report(
        `audit: filtered query p95, ${name}`,
        ms(percentile(times, 95)),
        `newest page unfiltered p95 ${ms(percentile(baseline, 95))}`,
      );
    }
    report(
      "audit: filtered query p95, all filters",
      `${ms(percentile(all, 95))} (target <= 50 ms)`,
      `newest page unfiltered p95 ${ms(percentile(baseline, 95))}`,
    );

    // Verification: the whole chain, against streaming the same rows without hashing.
    started = performance.now();
    let read = 0;
    for await (const batch of chainRows(url)) read += batch.length;
    const readRate = read / ((performance.now() - started) / 1000);
    const timed = async (verify: () => Promise<ChainReport>) => {
      const begun = performance.now();
      const cpu = process.cpuUsage();
      const result = await verify();
      const used = process.cpuUsage(cpu); // this thread only: the workers' CPU is not in it
      if (!result.intact) throw new Error(`bench chain reported broken: ${result.problem}`);
      return {
        events: result.events,
        seconds: (performance.now() - begun) / 1000,
        cpuSeconds: (used.user + used.system) / 1e6,
      };
    };
    const onePass = await timed(() => verifyChain(url, null));
    const parallel = await timed(() => verifyChainParallel(url, null));
    report(
      "audit: chain verification (npm run audit:verify, all cores)",
      `${perSecond(parallel.events / parallel.seconds)} (${parallel.events.toLocaleString("en")} in ${parallel.seconds.toFixed(2)} s; target >= 200,000/s)`,
      `reading every column alone ${perSecond(readRate)}`,
    );
    report(
      "audit: chain verification, one pass",
      `${perSecond(onePass.events / onePass.seconds)} (${onePass.seconds.toFixed(2)} s wall)`,
      `reading every column alone ${perSecond(readRate)}`,
    );
    // On a shared machine the wall-clock rate depends on how much CPU this process got.
    report(
      "audit: chain verification, one pass, per CPU second",
      `${perSecond(onePass.events / onePass.cpuSeconds)} (${onePass.cpuSeconds.toFixed(2)} CPU s for ${onePass.seconds.toFixed(2)} s wall)`,
    );

    // Recording: what recordAudit does besides reading the request's headers.
    const actor = accounts[1]!;
    const recordTimes = await samples(recordSamples, (i) =>
      appendAuditEvent(dbc, {
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
      }),
    );
    const plainTimes = await samples(recordSamples, (i) =>
      dbc.signInThrottle.create({
        data: { key: `bench:${i}:${Math.random()}`, failures: 1, lastFailureAt: new Date() },
      }),
    );
    report(
      "audit: recording overhead p95",
      `${ms(percentile(recordTimes, 95))} (p50 ${ms(percentile(recordTimes, 50))}; target <= 5 ms)`,
      `plain one-row insert p95 ${ms(percentile(plainTimes, 95))}`,
    );
  } finally {
    await db?.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}
