// Both programs on PostgreSQL (Debian's server, started by .ci/run): migrations apply, the
// dashboard's Prisma client works, and the real KYC service serves its list from PostgreSQL.
// Needs KYC_TEST_POSTGRES_URL (an admin connection URL); CI always sets it.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKycClient } from "../kyc/client";
import { createDb } from "../db";
import { openServiceDb } from "../../kyc-service/store/db";
import { prepareDashboardDatabase } from "./prepare-dashboard";
import { startService, type RunningService } from "../../kyc-service/setup/service-process";
import { postgresAdminUrl, scratchDatabase } from "../../tests/support/scratch-postgres";

const suffix = randomUUID().replace(/-/g, "").slice(0, 12);
const databases = {
  dashboard: scratchDatabase("kyc_test_dashboard"),
  service: scratchDatabase("kyc_test_service"),
};

describe.skipIf(!postgresAdminUrl)("PostgreSQL (DATABASE_URL=postgresql://...)", () => {
  let service: RunningService | undefined;

  beforeAll(async () => {
    for (const database of Object.values(databases)) await database.create();
  });

  afterAll(async () => {
    await service?.stop();
    for (const database of Object.values(databases)) await database.drop();
  });

  it("applies the dashboard's migrations and reads and writes through the Prisma client", async () => {
    const url = databases.dashboard.url();
    await prepareDashboardDatabase(url);
    const db = createDb(url);
    try {
      const reviewer = await db.reviewer.create({
        data: { email: `pg-${suffix}@example.com`, name: "PG Reviewer", role: "manager" },
      });
      expect(await db.reviewer.findUnique({ where: { id: reviewer.id } })).toMatchObject({
        role: "manager",
        disabled: false,
      });
      const provider = await db.$queryRawUnsafe<{ version: string }[]>("SELECT version()");
      expect(provider[0]!.version).toMatch(/^PostgreSQL/);
    } finally {
      await db.$disconnect();
    }
  });

  it("runs the KYC service on PostgreSQL and pages its list over HTTPS", async () => {
    const url = databases.service.url();
    service = await startService({ env: { KYC_SERVICE_DATABASE_URL: url } });
    const db = await openServiceDb(url);
    const userid = `pg-${suffix}`;
    try {
      await db.submission.createMany({
        data: Array.from({ length: 5 }, (_, i) => ({
          id: `${userid}-${i}`,
          projectId: "demo-project",
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
          email: `${i}@example.com`,
          userid,
          idType: "passport",
          issuingCountry: "KOR",
        })),
      });
    } finally {
      await db.$disconnect();
    }
    const client = createKycClient({
      legacyBaseUrl: service.baseUrl,
      baseUrl: service.baseUrl,
      apiKey: service.apiKey,
      ca: service.ca,
      timeoutMs: 10_000,
    });
    const first = await client.listSubmissions({ userid, count: 3 });
    expect(first.Items.map((item) => item.submission_id)).toEqual([
      `${userid}-4`,
      `${userid}-3`,
      `${userid}-2`,
    ]);
    const second = await client.listSubmissions({ userid, count: 3, nextpage: first.nextpageKey });
    expect(second.Items.map((item) => item.submission_id)).toEqual([`${userid}-1`, `${userid}-0`]);
    expect(second.nextpageKey).toBeUndefined();
    expect(path.isAbsolute(service.dataDir)).toBe(true);
  });
});
