// Two dashboards on one PostgreSQL (two Prisma clients, as two processes have): both race for the
// sync's lease at once and exactly one wins; while it renews, the other stays on standby; when
// it stops renewing (killed), the other takes over once the lease has expired, and the first
// then finds it taken. Needs KYC_TEST_POSTGRES_URL; CI always sets it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../database/dashboard-db";
import { prepareDashboardDatabase } from "../database/prepare-dashboard";
import { postgresAdminUrl, scratchDatabase } from "../../tests/support/scratch-postgres";
import { holdLease } from "./lease";

const database = scratchDatabase("kyc_test_lease");

describe.skipIf(!postgresAdminUrl)("the case index's lease on PostgreSQL", () => {
  let a: Db;
  let b: Db;
  beforeAll(async () => {
    await database.create();
    await prepareDashboardDatabase(database.url());
    [a, b] = [createDb(database.url()), createDb(database.url())];
  });
  afterAll(async () => {
    await Promise.all([a?.$disconnect(), b?.$disconnect()]);
    await database.drop();
  });

  it("lets exactly one of two dashboards sync, and the other take over when the first dies", async () => {
    const now = new Date();
    const first = await Promise.all([
      holdLease(a, "case-index", "dashboard-a", 30_000, now),
      holdLease(b, "case-index", "dashboard-b", 30_000, now),
    ]);
    expect(first.filter(Boolean)).toHaveLength(1);
    const [winner, loser] = first[0]
      ? (["dashboard-a", "dashboard-b"] as const)
      : (["dashboard-b", "dashboard-a"] as const);
    const dbOf = { "dashboard-a": a, "dashboard-b": b };
    const renewed = new Date(now.getTime() + 10_000);
    expect(await holdLease(dbOf[winner], "case-index", winner, 30_000, renewed)).toBe(true);
    expect(await holdLease(dbOf[loser], "case-index", loser, 30_000, renewed)).toBe(false);
    // The winner is killed: no more renewals. Past the lease (30 s after its last renewal), the other takes over.
    const afterLease = new Date(renewed.getTime() + 30_001);
    expect(await holdLease(dbOf[loser], "case-index", loser, 30_000, afterLease)).toBe(true);
    expect(await holdLease(dbOf[winner], "case-index", winner, 30_000, afterLease)).toBe(false);
  });
});
