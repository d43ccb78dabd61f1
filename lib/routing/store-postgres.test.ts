// Routing rules on PostgreSQL with two dashboards at the same moment: two Prisma clients on one
// scratch database (each with its own pool, as two replicas have). Edits of the draft sent at
// once are all kept; the same draft published from both at once becomes one version, and the
// other publish is refused. Needs KYC_TEST_POSTGRES_URL; CI sets it.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueFields } from "@/tests/support/queue-fields";
import { SafeError } from "../actions/result";
import { createDb, type Db } from "../database/dashboard-db";
import { prepareDashboardDatabase } from "../database/prepare-dashboard";
import { postgresAdminUrl, scratchDatabase } from "../../tests/support/scratch-postgres";
import { createQueue } from "../queues/write";
import type { Rule } from "./rules";
import { editDraft, publishDraft, readDraft } from "./store";

const database = scratchDatabase("kyc_test_routing");
const rule = (queueId: string): Rule => ({
  id: randomUUID(),
  name: `Red flags ${randomUUID().slice(0, 8)}`,
  queueId,
  match: "all",
  conditions: [{ field: "redFlag", op: "is", value: true }],
});

describe.skipIf(!postgresAdminUrl)("routing rules with two dashboards on PostgreSQL", () => {
  let a: Db;
  let b: Db;
  let byId: string;
  let queueId: string;
  beforeAll(async () => {
    await database.create();
    await prepareDashboardDatabase(database.url(), { demoAccounts: false });
    [a, b] = [createDb(database.url()), createDb(database.url())];
    byId = (
      await a.reviewer.create({ data: { email: "routing@example.test", name: "Routing", role: "manager" } })
    ).id;
    queueId = (await createQueue(a, queueFields("Red flags"))).queue.id;
  });
  afterAll(async () => {
    await Promise.all([a?.$disconnect(), b?.$disconnect()]);
    await database.drop();
  });

  it("keeps every one of ten edits sent from two replicas at once", async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        editDraft(i % 2 ? b : a, byId, (rules) => [...rules, rule(queueId)]),
      ),
    );
    expect((await readDraft(a)).rules).toHaveLength(10);
  });

  it("publishes one version when both replicas publish the same draft at once, and refuses the other", async () => {
    for (let round = 0; round < 10; round++) {
      await editDraft(a, byId, (rules) => [...rules.slice(0, 3), rule(queueId)]);
      const before = await a.routingRuleSet.count();
      const results = await Promise.allSettled([publishDraft(a, byId), publishDraft(b, byId)]);
      const published = results.filter((r) => r.status === "fulfilled");
      expect(published).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected")!.reason;
      expect(refused).toBeInstanceOf(SafeError);
      expect(["routing.errors.noDraft", "routing.errors.publishedMeanwhile"]).toContain(refused.said.key);
      expect(await a.routingRuleSet.count()).toBe(before + 1);
      expect(await a.routingDraft.count()).toBe(0);
    }
  });
});
