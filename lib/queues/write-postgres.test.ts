// The queue rules on PostgreSQL with two dashboards writing at the same moment: two Prisma
// clients on one scratch database (each with its own pool, as two replicas have). Two halves
// of an escalation loop sent at once leave one half standing and refuse the other; two first
// queues made at once leave one default row; the CHECK constraints hold here as on SQLite.
// Each describe has a scratch database of its own. Needs KYC_TEST_POSTGRES_URL; CI sets it.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../database/dashboard-db";
import { prepareDashboardDatabase } from "../database/prepare-dashboard";
import { postgresAdminUrl, scratchDatabase } from "../../tests/support/scratch-postgres";
import { createQueue, setDefaultQueue, updateQueue } from "./write";
import { queueFields } from "@/tests/support/queue-fields";

const rounds = 20;
const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
const fields = queueFields;
const escalate = (db: Db, from: { id: string; name: string }, to: string) =>
  updateQueue(db, from.id, { ...fields(from.name, { escalationQueueId: to }), archived: false });

/** A promise's outcome, and whether it has settled yet. */
function settled<T>(promise: Promise<T>) {
  const state = { done: false, result: Promise.allSettled([promise]).then(([r]) => r!) };
  void state.result.then(() => (state.done = true));
  return state;
}

/** How many connections to this database wait for a lock (a row's or an advisory one). */
const waiting = async (db: Db) =>
  Number(
    (
      await db.$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )
    )[0]!.n,
  );

/** Polls a condition about the database's state (not the clock), up to about ten seconds. */
async function until(condition: () => Promise<boolean>) {
  for (let i = 0; i < 400; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the database never reached the awaited state");
}

/** Two clients on a fresh scratch database for one describe; closed and dropped after it. */
function twoReplicas(prefix: string) {
  const database = scratchDatabase(prefix);
  const clients = { url: database.url } as { a: Db; b: Db; url: () => string };
  beforeAll(async () => {
    await database.create();
    await prepareDashboardDatabase(database.url(), { demoAccounts: false });
    [clients.a, clients.b] = [createDb(database.url()), createDb(database.url())];
  });
  afterAll(async () => {
    await Promise.all([clients.a?.$disconnect(), clients.b?.$disconnect()]);
    await database.drop();
  });
  return clients;
}

describe.skipIf(!postgresAdminUrl)("queue escalation with two dashboards on PostgreSQL", () => {
  const replicas = twoReplicas("kyc_test_queue_loop");

  it(`lets one half of a two-queue loop through when both are sent at once (${rounds} pairs)`, async () => {
    const { a, b } = replicas;
    for (let round = 0; round < rounds; round++) {
      const first = (await createQueue(a, fields(unique(`loop-a-${round}`)))).queue;
      const second = (await createQueue(b, fields(unique(`loop-b-${round}`)))).queue;
      const results = await Promise.allSettled([
        escalate(a, first, second.id),
        escalate(b, second, first.id),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(lost.reason).toMatchObject({
        name: "SafeError",
        said: { key: "queues.errors.escalationLoop" },
        field: "escalationQueueId",
      });
      const targets = await b.queue.findMany({
        where: { id: { in: [first.id, second.id] } },
        select: { id: true, escalationQueueId: true },
      });
      // Exactly one edge: never both halves of the loop.
      expect(targets.filter((q) => q.escalationQueueId !== null)).toHaveLength(1);
    }
    // Nowhere in the database does a chain come back to where it started.
    const all = new Map((await a.queue.findMany()).map((q) => [q.id, q.escalationQueueId]));
    for (const start of all.keys()) {
      let current = all.get(start);
      for (let step = 0; current && step <= all.size; step++) {
        expect(current).not.toBe(start);
        current = all.get(current);
      }
    }
  });

  it("refuses one of two queues of the same name made at once", async () => {
    const { a, b } = replicas;
    const name = unique("same-name");
    const results = await Promise.allSettled([createQueue(a, fields(name)), createQueue(b, fields(name))]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({
      said: { key: "queues.errors.nameTaken" },
      field: "name",
    });
    expect(await a.queue.count({ where: { name } })).toBe(1);
  });

  it("never makes an archived queue the default, when the archive and the choice cross", async () => {
    const { a, b } = replicas;
    const [current, chosen] = [
      (await createQueue(a, fields(unique("default-now")))).queue,
      (await createQueue(a, fields(unique("default-next")))).queue,
    ];
    await setDefaultQueue(a, current.id);
    // A third connection holds the chosen queue's row, so the archive waits at its write after
    // it has read that the queue is not the default; the choice is made while it waits.
    const blocker = new pg.Client({ connectionString: replicas.url() });
    await blocker.connect();
    try {
      await blocker.query("BEGIN");
      await blocker.query(`SELECT 1 FROM "Queue" WHERE id = $1 FOR NO KEY UPDATE`, [chosen.id]);
      const archive = settled(updateQueue(a, chosen.id, { ...fields(chosen.name), archived: true }));
      await until(async () => (await waiting(b)) >= 1);
      const choose = settled(setDefaultQueue(b, chosen.id));
      // Either the choice is made at once, or it waits for the archive too (then it must refuse).
      await until(async () => choose.done || (await waiting(b)) >= 2);
      await blocker.query("COMMIT");
      const results = [await archive.result, await choose.result];
      // One of the two is refused for the other: the archive of the default or the choice of an archived queue.
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({
        said: { key: expect.stringMatching(/^queues\.errors\.(archiveDefault|defaultArchived)$/) },
      });
    } finally {
      await blocker.end();
    }
    const row = await a.defaultQueue.findUniqueOrThrow({
      where: { id: "default" },
      include: { queue: true },
    });
    expect(row.queue.archived).toBe(false);
  });

  describe("the CHECK constraints", () => {
    const row = (more: Record<string, unknown> = {}) => ({
      name: unique("raw"),
      deadlineUnit: "business_days",
      deadlineAmount: 1,
      ...more,
    });

    it("accept a row within the rules (the baseline of the refusals below)", async () => {
      await expect(
        replicas.a.queue.create({ data: row({ autoAssign: true, capPerMember: 1, graceHours: 0 }) }),
      ).resolves.toBeDefined();
    });

    it.each([
      [
        "auto-assignment with a cap of 0",
        { autoAssign: true, capPerMember: 0 },
        "Queue_auto_assign_needs_cap",
      ],
      ["a negative cap", { capPerMember: -1 }, "Queue_cap_not_negative"],
      ["negative grace hours", { graceHours: -1 }, "Queue_grace_not_negative"],
      ["a deadline of 0", { deadlineAmount: 0 }, "Queue_deadline_positive"],
    ])("refuse a queue with %s", async (_, more, constraint) => {
      const data = row(more);
      await expect(replicas.a.queue.create({ data })).rejects.toThrow(constraint);
      expect(await replicas.b.queue.count({ where: { name: data.name } })).toBe(0);
    });

    it("refuse a queue that escalates to itself", async () => {
      const id = unique("own");
      await expect(replicas.a.queue.create({ data: row({ id, escalationQueueId: id }) })).rejects.toThrow(
        "Queue_not_own_escalation",
      );
      const q = await replicas.a.queue.create({ data: row() });
      await expect(
        replicas.b.queue.update({ where: { id: q.id }, data: { escalationQueueId: q.id } }),
      ).rejects.toThrow("Queue_not_own_escalation");
    });

    it("refuse a second DefaultQueue row", async () => {
      const { a, b } = replicas;
      await createQueue(a, fields(unique("maybe-default")));
      // Not the default (the queue before it is, or another): only the key's CHECK stands in the way.
      const q = (await createQueue(a, fields(unique("second-default")))).queue;
      expect(await b.defaultQueue.count()).toBe(1);
      await expect(b.defaultQueue.create({ data: { id: "second", queueId: q.id } })).rejects.toThrow(
        "DefaultQueue_one_row",
      );
      expect(await a.defaultQueue.count()).toBe(1);
    });
  });
});

describe.skipIf(!postgresAdminUrl)("the first queue with two dashboards on PostgreSQL", () => {
  const replicas = twoReplicas("kyc_test_queue_default");

  it("leaves exactly one default row when two first queues are made at once (10 pairs)", async () => {
    const { a, b } = replicas;
    for (let round = 0; round < 10; round++) {
      // No queue at all: both are the first.
      await a.defaultQueue.deleteMany();
      await a.queue.deleteMany();
      const [one, two] = await Promise.all([
        createQueue(a, fields(unique(`first-a-${round}`))),
        createQueue(b, fields(unique(`first-b-${round}`))),
      ]);
      expect([one.madeDefault, two.madeDefault].filter(Boolean)).toHaveLength(1);
      const made = one.madeDefault ? one.queue : two.queue;
      expect(await b.defaultQueue.findMany()).toMatchObject([{ id: "default", queueId: made.id }]);
    }
  });
});
