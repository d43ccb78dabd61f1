// `npm run bench -- scale`: the case index at scale (BENCH_SCALE_SUBMISSIONS, default
// 1,000,000, seeded into the service's database), for the dashboard on SQLite and, when
// KYC_TEST_POSTGRES_URL is set, on PostgreSQL: the first build's time against raw paging of
// the whole list through the client (same run), the index's size on disk, the dashboard's
// peak RSS during the build, then the view figures (scale-views.ts). Needs `npm run build`.
// BENCH_SCALE_DATABASES=postgresql (or sqlite) measures one database only.
import { existsSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { PageKey } from "../../common/kyc-api/schemas";
import { createDb, type Db } from "../../lib/database/dashboard-db";
import { scratchDatabase } from "../../tests/support/scratch-postgres";
import { signInForBench } from "./bench-session";
import { waitForIndexBuild } from "./index-build";
import { ms, type Report } from "./measure";
import { startLatencyProxy } from "./latency-proxy";
import { benchAccount, startProgramsForBench, type RunningPrograms } from "./review-programs";
import { scaleShape } from "./scale-seed";
import { viewFigures } from "./scale-views";
import { seedSubmissions } from "./service-seed";

const stored = Number(process.env.BENCH_SCALE_SUBMISSIONS ?? 1_000_000);
/** Which dashboard databases to measure (BENCH_SCALE_DATABASES, e.g. "postgresql"); both by default. */
const databases = (process.env.BENCH_SCALE_DATABASES ?? "sqlite,postgresql").split(",").map((d) => d.trim());
const unknownDatabases = databases.filter((d) => d !== "sqlite" && d !== "postgresql");

export async function bench(report: Report) {
  if (unknownDatabases.length)
    throw new Error(
      `BENCH_SCALE_DATABASES: unknown ${unknownDatabases.join(", ")}; use sqlite, postgresql or both`,
    );
  const root = path.resolve(import.meta.dirname, "../..");
  if (!existsSync(path.join(root, ".next", "BUILD_ID")))
    throw new Error("no dashboard build: run `npm run build` first");
  const dataDir = path.join(root, ".data", "bench-scale");
  rmSync(dataDir, { recursive: true, force: true });
  // A first start prepares both databases, keys and certificates; the seed goes in while stopped.
  await (await startProgramsForBench(root, dataDir, { CASE_INDEX_SYNC_SECONDS: "0" })).stop();
  const started = performance.now();
  await seedSubmissions(
    `file:${path.join(dataDir, "kyc-service", "service.db")}`,
    stored,
    "demo-project",
    scaleShape,
  );
  report(`scale: ${stored.toLocaleString("en-US")} submissions seeded`, ms(performance.now() - started));
  try {
    const sqliteUrl = `file:${path.join(dataDir, "dashboard.db")}`;
    if (databases.includes("sqlite")) {
      await runOn(report, "SQLite", root, dataDir, sqliteUrl, () => sqliteSize(dataDir));
      await viewsBehindLatency(report, root, dataDir, sqliteUrl);
    }
    if (!databases.includes("postgresql")) return;
    if (process.env.KYC_TEST_POSTGRES_URL) {
      const scratch = scratchDatabase("bench_scale");
      await scratch.create();
      try {
        await runOn(report, "PostgreSQL", root, dataDir, scratch.url(), (db) => postgresSize(db));
      } finally {
        await scratch.drop();
      }
    } else report("scale PostgreSQL", "skipped", "KYC_TEST_POSTGRES_URL is not set");
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runOn(
  report: Report,
  label: string,
  root: string,
  dataDir: string,
  databaseUrl: string,
  size: (db: Db) => Promise<number>,
) {
  const programs = await startProgramsForBench(root, dataDir, { DATABASE_URL: databaseUrl });
  const db = createDb(databaseUrl);
  try {
    const build = await waitForIndexBuild(db, programs.pgid, 3 * 3_600_000);
    const indexed = await db.indexedSubmission.count();
    const raw = await rawPaging(programs);
    report(
      `scale ${label}: first build of the case index (${indexed.toLocaleString("en-US")} submissions)`,
      ms(build.ms),
      `raw paging of the whole list through the client, 2000 a page: ${ms(raw.ms)} (${raw.read.toLocaleString("en-US")} records)`,
    );
    report(
      `scale ${label}: dashboard peak RSS during the build`,
      `${build.peakRssMb.toFixed(0)} MB`,
      "target < 500 MB",
    );
    report(`scale ${label}: case index on disk`, `${((await size(db)) / 1e6).toFixed(0)} MB`);
    const reviewer = await signInForBench(programs, await benchAccount(dataDir, { databaseUrl }));
    const manager = await signInForBench(
      programs,
      await benchAccount(dataDir, { databaseUrl, role: "manager" }),
    );
    await viewFigures(report, label, programs, { reviewer, manager }, db, stored);
  } finally {
    await db.$disconnect();
    await programs.stop();
  }
}

/**
 * The view figures again on the index just built, with every upstream call 150 ms slower (the
 * vendor over the internet): views read only the index, so they should not change.
 */
async function viewsBehindLatency(report: Report, root: string, dataDir: string, databaseUrl: string) {
  const servicePort = Number(process.env.BENCH_SERVICE_PORT ?? 8490);
  const proxy = await startLatencyProxy(servicePort, 150);
  const programs = await startProgramsForBench(root, dataDir, {
    DATABASE_URL: databaseUrl,
    KYC_API_BASE_URL: `https://localhost:${proxy.port}`,
  });
  const db = createDb(databaseUrl);
  try {
    const reviewer = await signInForBench(programs, await benchAccount(dataDir, { databaseUrl }));
    const manager = await signInForBench(
      programs,
      await benchAccount(dataDir, { databaseUrl, role: "manager" }),
    );
    await viewFigures(report, "SQLite, upstream +150 ms", programs, { reviewer, manager }, db, stored);
  } finally {
    await db.$disconnect();
    await programs.stop();
    await proxy.close();
  }
}

async function rawPaging(programs: RunningPrograms) {
  const client = programs.client();
  const started = performance.now();
  let read = 0;
  let nextpage: PageKey | undefined;
  do {
    const page = await client.listSubmissionPage({ count: 2000, nextpage });
    read += page.Items.length;
    nextpage = page.nextpageKey;
  } while (nextpage);
  await client.close();
  return { ms: performance.now() - started, read };
}

/** The whole dashboard database file (the index is nearly all of it), with its WAL. */
async function sqliteSize(dataDir: string) {
  const file = path.join(dataDir, "dashboard.db");
  return [file, `${file}-wal`].filter(existsSync).reduce((sum, f) => sum + statSync(f).size, 0);
}

async function postgresSize(db: Db) {
  const rows = await db.$queryRawUnsafe<{ bytes: bigint }[]>(
    `SELECT pg_total_relation_size('"IndexedSubmission"') + pg_total_relation_size('"IndexedSearchTerm"') AS bytes`,
  );
  return Number(rows[0]!.bytes);
}
