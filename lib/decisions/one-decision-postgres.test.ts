// One standing decision per case on PostgreSQL, with two dashboards deciding the same case at
// the same moment: two Prisma clients on one scratch database (each with its own pool, as two
// replicas have), the decisions split between them, with the review extension on and off.
// Exactly one Decision row and one signed case record; every other attempt is refused naming
// it. The dashboard's db() is pointed at the replica each call runs on (AsyncLocalStorage
// stands in for the two processes). Needs KYC_TEST_POSTGRES_URL; CI always sets it.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { createAccount } from "@/tests/support/dashboard";
import { serviceDb } from "@/tests/support/kyc-service";
import { createDb, type Db } from "../database/dashboard-db";
import { prepareDashboardDatabase } from "../database/prepare-dashboard";
import { postgresAdminUrl, scratchDatabase } from "../../tests/support/scratch-postgres";
import { createDecisionIndexed } from "../case-index/mark";
import { decide } from "./decide";

const mode = vi.hoisted(() => ({ reviewExtension: true }));
vi.mock("@/lib/env", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/env")>();
  const env = () => {
    const settings = real.env();
    return { ...settings, kyc: { ...settings.kyc, reviewExtension: mode.reviewExtension } };
  };
  return { ...real, env };
});

const database = scratchDatabase("kyc_test_decision");
const replica = new AsyncLocalStorage<Db>();
const shared = globalThis as { db?: unknown };

describe.skipIf(!postgresAdminUrl)("one standing decision per case, two dashboards on PostgreSQL", () => {
  let a: Db;
  let b: Db;
  beforeAll(async () => {
    await database.create();
    await prepareDashboardDatabase(database.url(), { demoAccounts: false });
    [a, b] = [createDb(database.url()), createDb(database.url())];
    // db() answers the client of the replica the call runs on (a outside any).
    shared.db = new Proxy(a, {
      get: (_, property) => {
        const client = replica.getStore() ?? a;
        const value = Reflect.get(client, property) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(client) : value;
      },
    });
  });
  afterAll(async () => {
    shared.db = undefined;
    await Promise.all([a?.$disconnect(), b?.$disconnect()]);
    await database.drop();
  });

  it("refuses a second standing Decision row in the database itself, whichever replica inserts it", async () => {
    const id = `once-pg-key-${randomUUID()}`;
    const record: SubmissionRecord = {
      submission_id: id,
      created_at: "2026-05-01T00:00:00.000Z",
      data: {},
      kyc: { result: "pending" },
    };
    const row = (i: number) => ({
      submissionId: id,
      outcome: i % 2 ? ("approved" as const) : ("rejected" as const),
      reasonCode: "other",
      reviewerId: `r-${i}`,
      reviewerEmail: `r-${i}@example.test`,
      upstream: "recorded_only",
    });
    // No look first (decide() looks before it writes): the unique key alone decides.
    const results = await Promise.allSettled(
      [0, 1, 2, 3, 4, 5].map((i) => replica.run(i % 2 ? b : a, () => createDecisionIndexed(row(i), record))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const lost of results.filter((r) => r.status === "rejected"))
      expect((lost as PromiseRejectedResult).reason).toMatchObject({ code: "P2002" });
    expect(await b.decision.count({ where: { submissionId: id } })).toBe(1);
  });

  it.each([
    { extension: "on", upstream: "applied" },
    { extension: "off", upstream: "recorded_only" },
  ])(
    "lets exactly one of eight simultaneous decisions through both stand, extension $extension",
    async ({ extension, upstream }) => {
      mode.reviewExtension = extension === "on";
      const id = `once-pg-${randomUUID()}`;
      await (
        await serviceDb()
      ).submission.create({
        data: {
          id,
          projectId: "demo-project",
          email: `${id}@example.com`,
          idType: "passport",
          issuingCountry: "KOR",
          name: "Dee Cision",
          kycResult: "pending",
        },
      });
      const reviewers = await Promise.all(Array.from({ length: 8 }, () => createAccount("reviewer")));
      const results = await Promise.allSettled(
        reviewers.map((reviewer, i) =>
          replica.run(i % 2 ? b : a, () =>
            decide(
              {
                submissionId: id,
                outcome: i % 4 < 2 ? "approved" : "rejected",
                reasonCode: i % 4 < 2 ? "documents_verified" : "face_mismatch",
                note: undefined,
                rejectionComment: undefined,
              },
              reviewer,
            ),
          ),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      for (const lost of results.filter((r) => r.status === "rejected"))
        expect(String((lost as PromiseRejectedResult).reason)).toMatch(/^SafeError: This case was already/);
      const decisions = await a.decision.findMany({ where: { submissionId: id } });
      expect(decisions).toMatchObject([{ upstream, standingKey: id }]);
      expect(await b.evidenceRecord.count({ where: { submissionId: id, kind: "case_record" } })).toBe(1);
      expect(await a.indexedSubmission.findUnique({ where: { submissionId: id } })).toMatchObject({
        status: decisions[0]!.outcome,
        decidedAt: decisions[0]!.createdAt,
      });
    },
  );
});
