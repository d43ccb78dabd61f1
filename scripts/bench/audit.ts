// The audit log at 1,000,000 events (AUDIT_BENCH_EVENTS to change), in fresh SQLite
// databases migrated like the real one:
// - the /audit page's filtered query (lib/audit/search.ts, through Prisma) p95 per filter,
//   against the same-run newest page with no filter;
// - chain verification and appending, keyed against an unkeyed log of the same events
//   generated in the same run (audit-keyed.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import Database from "libsql";
import type { ChainKey } from "../../lib/audit/chain-hash";
import { parseAuditFilter } from "../../lib/audit/filters";
import { searchAudit } from "../../lib/audit/search";
import { createDb, type Db } from "../../lib/database/dashboard-db";
import { prepareDashboardDatabase } from "../../lib/database/prepare-dashboard";
import { benchAccounts, writeBenchLog, type BenchAccount } from "./audit-data";
import { benchKeying } from "./audit-keyed";
import { ms, percentile, type Report } from "./measure";

const eventCount = Number(process.env.AUDIT_BENCH_EVENTS ?? 1_000_000);
const querySamples = 100;
// Any 32+ characters: the bench's own chain key.
const benchChainKey = "bench-chain-key-0123456789abcdef0123456789";

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

/** A migrated database holding `eventCount` chained events under `key`; returns its time span. */
async function writeLog(url: string, accounts: BenchAccount[], key: ChainKey) {
  await prepareDashboardDatabase(url, { demoAccounts: false });
  const database = new Database(url.slice("file:".length));
  // Generation only: a big page cache and no fsync per transaction (the two unique hash
  // indexes take random inserts). The measured reads and writes below use the defaults.
  database.exec("PRAGMA cache_size = -262144; PRAGMA synchronous = OFF");
  const insertAccount = database.prepare(
    `INSERT INTO "Reviewer" ("id","email","name","role","updatedAt") VALUES (?,?,?,?,?)`,
  );
  for (const a of accounts)
    insertAccount.run(a.id, a.email, a.id, a.role, new Date().toISOString().replace("Z", "+00:00"));
  const span = writeBenchLog(database, accounts, eventCount, key);
  database.exec("ANALYZE");
  database.close();
  return span;
}

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
  const unkeyedUrl = `file:${path.join(dir, "unkeyed.db")}`;
  let db: Db | undefined;
  let unkeyedDb: Db | undefined;
  try {
    const accounts = benchAccounts();
    const started = performance.now();
    const span = await writeLog(url, accounts, benchChainKey);
    await writeLog(unkeyedUrl, accounts, null);
    report(
      "audit: logs written",
      `${eventCount.toLocaleString("en")} chained events, keyed and unkeyed, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
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
      ["deletions group", "group=deletions"],
      ["sign-ins group", "group=sessions"],
      ["target, first 8 characters", `target=${someTarget.slice(0, 8)}`],
      ["action, start of the name", "action=deletion"],
      ["action, start of a frequent name", "action=submission"],
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

    unkeyedDb = createDb(unkeyedUrl);
    await benchKeying(
      report,
      { url, db: dbc, keys: { key: benchChainKey, unkeyedUntil: 0 } },
      { url: unkeyedUrl, db: unkeyedDb, keys: { key: null, unkeyedUntil: Number.MAX_SAFE_INTEGER } },
      accounts[1]!,
    );
  } finally {
    await db?.$disconnect();
    await unkeyedDb?.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}
