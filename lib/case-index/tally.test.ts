// The tally of indexed rows (tally.ts) against the rows themselves, on SQLite and on PostgreSQL:
// records added, re-read unchanged, changed and removed; folded; and, on PostgreSQL, an
// addition still uncommitted while another process folds (it must neither be lost nor
// counted twice). Needs KYC_TEST_POSTGRES_URL for the PostgreSQL part; CI always sets it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { createDb, type Db } from "../database/dashboard-db";
import { prepareDashboardDatabase } from "../database/prepare-dashboard";
import { postgresAdminUrl, scratchDatabase } from "../../tests/support/scratch-postgres";
import { applyRecords, removeRows } from "./store";
import { foldTally, indexedRows } from "./tally";

const record = (id: string, result = "pending") =>
  ({
    submission_id: id,
    created_at: "2026-05-01T00:00:00.000Z",
    data: {},
    kyc: { result },
  }) as SubmissionRecord;

const ids = (n: number, prefix = "t") => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

async function tallyMatchesRows(db: Db, expected: number) {
  expect(await db.indexedSubmission.count()).toBe(expected);
  expect(await indexedRows(db)).toBe(expected);
}

function keepsTheTally(open: () => Promise<Db>) {
  it("equals the rows through additions, re-reads, changes, removals and folds", async () => {
    const db = await open();
    await tallyMatchesRows(db, 0);
    await db.$transaction((tx) =>
      applyRecords(
        tx,
        ids(7).map((id) => record(id)),
        new Date(),
      ),
    );
    await tallyMatchesRows(db, 7);
    // The same records again, two of them changed, and three new ones: only the new ones add.
    const again = [...ids(5), ...ids(2).map((id) => id.replace("t-", "t-x")), "t-5", "t-6"];
    await db.$transaction((tx) =>
      applyRecords(
        tx,
        [...again.map((id) => record(id, id === "t-5" ? "approved" : "pending")), record("t-7")],
        new Date(),
      ),
    );
    await tallyMatchesRows(db, 10);
    // Removed, including ids the index never had: only rows that were there subtract.
    await db.$transaction((tx) => removeRows(tx, ["t-0", "t-1", "never-indexed"]));
    await tallyMatchesRows(db, 8);
    expect(await db.indexTally.count()).toBeGreaterThan(1);
    await foldTally(db);
    expect(await db.indexTally.count()).toBe(1);
    await tallyMatchesRows(db, 8);
    await foldTally(db); // nothing to fold: unchanged
    await tallyMatchesRows(db, 8);
  });
}

describe("the case index's tally on SQLite", () => {
  let db: Db;
  const url = `file:${process.env.KYC_DATA_DIR}/tally-${Date.now()}-${Math.random().toString(36).slice(2)}.db`;
  beforeAll(async () => {
    await prepareDashboardDatabase(url, { demoAccounts: false });
    db = createDb(url);
  });
  afterAll(() => db?.$disconnect());
  keepsTheTally(async () => db);
});

describe.skipIf(!postgresAdminUrl)("the case index's tally on PostgreSQL", () => {
  const database = scratchDatabase("kyc_test_tally");
  let a: Db;
  let b: Db;
  beforeAll(async () => {
    await database.create();
    await prepareDashboardDatabase(database.url(), { demoAccounts: false });
    [a, b] = [createDb(database.url()), createDb(database.url())];
  });
  afterAll(async () => {
    await Promise.all([a?.$disconnect(), b?.$disconnect()]);
    await database.drop();
  });

  keepsTheTally(async () => a);

  it("neither loses nor double-counts an addition committed while another dashboard folds", async () => {
    const before = await indexedRows(a);
    await a.$transaction((tx) =>
      applyRecords(
        tx,
        ids(3, "f").map((id) => record(id)),
        new Date(),
      ),
    );
    let added!: () => void;
    const inserted = new Promise<void>((resolve) => (added = resolve));
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    // Dashboard A adds rows and holds its transaction open while dashboard B folds.
    const adding = a.$transaction(
      async (tx) => {
        await applyRecords(
          tx,
          ids(4, "g").map((id) => record(id)),
          new Date(),
        );
        added();
        await committing;
      },
      { timeout: 60_000 },
    );
    await inserted;
    await foldTally(b);
    expect(await indexedRows(b)).toBe(before + 3); // B does not see A's rows yet
    commit();
    await adding;
    await tallyMatchesRows(b, before + 7);
    await foldTally(b);
    await tallyMatchesRows(b, before + 7);
  });
});
