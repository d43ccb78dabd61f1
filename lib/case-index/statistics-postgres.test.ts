// Once the first build is done, PostgreSQL's planner has statistics for the index: Decided is
// then counted from its index, not by reading every row. Needs KYC_TEST_POSTGRES_URL; CI sets it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../database/dashboard-db";
import { prepareDashboardDatabase } from "../database/prepare-dashboard";
import { postgresAdminUrl, scratchDatabase } from "../../tests/support/scratch-postgres";
import { refreshPlannerStatistics } from "./statistics";

const database = scratchDatabase("kyc_test_statistics");

describe.skipIf(!postgresAdminUrl)("the case index's planner statistics on PostgreSQL", () => {
  let db: Db;
  beforeAll(async () => {
    await database.create();
    await prepareDashboardDatabase(database.url());
    db = createDb(database.url());
  });
  afterAll(async () => {
    await db?.$disconnect();
    await database.drop();
  });

  it("plans Decided on its index once the built index has statistics", async () => {
    // Autovacuum could analyse the table at any moment: off here, so the plan before is certain.
    await db.$executeRawUnsafe(`ALTER TABLE "IndexedSubmission" SET (autovacuum_enabled = false)`);
    await db.$executeRawUnsafe(`INSERT INTO "IndexedSubmission" ("submissionId", "createdAt", "status", "seenAt")
      SELECT md5(i::text), to_char(timestamp '2020-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
             'approved', now()
      FROM generate_series(1, 20000) AS i`);
    const decidedPlan = async () =>
      JSON.stringify(
        await db.$queryRawUnsafe(
          `EXPLAIN SELECT count(*) FROM "IndexedSubmission" WHERE "decidedAt" IS NOT NULL`,
        ),
      );
    // Without statistics the planner guesses a large share of rows and reads the table.
    expect(await decidedPlan()).toMatch(/Seq Scan/);
    await refreshPlannerStatistics(db);
    const [table] = await db.$queryRawUnsafe<{ analysed: boolean }[]>(
      `SELECT last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables WHERE relname = 'IndexedSubmission'`,
    );
    expect(table?.analysed).toBe(true);
    expect(await decidedPlan()).not.toMatch(/Seq Scan/);
  });
});
