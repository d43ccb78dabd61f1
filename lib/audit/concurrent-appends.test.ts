// Two dashboard processes appending to one PostgreSQL audit log at the same time, eight appends
// in flight in each: the chain stays one chain (no fork, no lost event, no failed append).
// Each process opens its client through another copy of dashboard-db.ts than the one chain.ts
// imports, as Next.js's server chunks do (tests/support/append-audit-events.ts): with the
// provider held in a module-level set, that copy took the unlocked path and appends failed.
// Needs KYC_TEST_POSTGRES_URL (an admin connection URL); CI always sets it. 1,000 events per
// process by default (about a minute here); KYC_TEST_CONCURRENT_APPENDS=5000 for the full run.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../database/dashboard-db";
import { prepareDashboardDatabase } from "../database/prepare-dashboard";
import { postgresAdminUrl, scratchDatabase } from "../../tests/support/scratch-postgres";
import { verifyChain } from "./verify";

const perProcess = Number(process.env.KYC_TEST_CONCURRENT_APPENDS ?? 1000);
const database = scratchDatabase("kyc_test_appends");
const url = database.url;
const run = promisify(execFile);
const chainKey = randomBytes(32).toString("base64url");
const script = path.resolve(import.meta.dirname, "../../tests/support/append-audit-events.ts");

describe.skipIf(!postgresAdminUrl)("two dashboards appending to one PostgreSQL audit log", () => {
  beforeAll(async () => {
    await database.create();
    await prepareDashboardDatabase(url(), { demoAccounts: false });
  }, 120_000);
  afterAll(() => database.drop());

  it(`leaves one intact chain of 2 x ${perProcess} events`, async () => {
    const append = (name: string) =>
      run(process.execPath, ["--import", "tsx", script, url(), String(perProcess), name, chainKey], {
        timeout: 600_000,
      });
    const results = await Promise.all([append("dashboard-a"), append("dashboard-b")]);
    expect(results.map((r) => JSON.parse(r.stdout.trim().split("\n").at(-1)!))).toEqual([
      { written: perProcess },
      { written: perProcess },
    ]);
    const report = await verifyChain(url(), { key: chainKey, unkeyedUntil: 0 });
    expect(report).toMatchObject({ intact: true, events: 2 * perProcess });
    const db = createDb(url());
    try {
      // Time follows the chain even across two writers.
      const rows = await db.auditEvent.findMany({ orderBy: { seq: "asc" }, select: { at: true } });
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.at >= rows[i - 1]!.at).toBe(true);
    } finally {
      await db.$disconnect();
    }
  }, 900_000);
});
