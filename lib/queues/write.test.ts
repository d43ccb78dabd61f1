// The one writer of queues on SQLite (this file's own database): the default queue, unique
// names, the escalation chain that never closes on itself, what may be archived or deleted,
// members, and the CHECK constraints that refuse the same as the code when a row is written
// around it. PostgreSQL with two replicas: write-postgres.test.ts.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import type { Queue } from "@/generated/prisma/sqlite/client";
import type { QueueFields } from "./input";
import {
  addQueueMember,
  createQueue,
  deleteQueue,
  queueSettings,
  removeQueueMember,
  setDefaultQueue,
  updateQueue,
} from "./write";
import { queueFields } from "@/tests/support/queue-fields";

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
const fields = queueFields;
const make = async (label: string, more: Partial<QueueFields> = {}) =>
  (await createQueue(db(), fields(unique(label), more))).queue;
/** The queue's current fields with a change, as the settings form would send them. */
const edit = (q: Queue, change: Partial<QueueFields & { archived: boolean }>) =>
  updateQueue(db(), q.id, {
    name: q.name,
    description: q.description,
    deadlineUnit: q.deadlineUnit as QueueFields["deadlineUnit"],
    deadlineAmount: q.deadlineAmount,
    autoAssign: q.autoAssign,
    capPerMember: q.capPerMember,
    graceHours: q.graceHours,
    escalationQueueId: q.escalationQueueId,
    archived: q.archived,
    ...change,
  });
const refused = (key: string, field?: string) => ({ name: "SafeError", said: { key }, field });
const targetOf = async (id: string) =>
  (await db().queue.findUniqueOrThrow({ where: { id } })).escalationQueueId;
const defaultRows = () => db().defaultQueue.findMany();

// Some queue is the default before any test, so a queue a test makes is a plain one unless
// the test says otherwise (the first-queue test empties the default row itself).
beforeAll(async () => {
  await make("anchor");
});

describe("creating queues", () => {
  it("makes the first queue the default and not the second", async () => {
    await db().defaultQueue.deleteMany();
    const first = await createQueue(db(), fields(unique("first")));
    expect(first.madeDefault).toBe(true);
    const second = await createQueue(db(), fields(unique("second")));
    expect(second.madeDefault).toBe(false);
    expect(await defaultRows()).toMatchObject([{ id: "default", queueId: first.queue.id }]);
  });

  it("refuses a name another queue has, at the name field", async () => {
    const name = unique("taken");
    await createQueue(db(), fields(name));
    await expect(createQueue(db(), fields(name))).rejects.toMatchObject(
      refused("queues.errors.nameTaken", "name"),
    );
    const other = await make("other");
    await expect(edit(other, { name })).rejects.toMatchObject(refused("queues.errors.nameTaken", "name"));
    expect(await db().queue.count({ where: { name } })).toBe(1);
  });

  it("refuses an escalation queue that does not exist", async () => {
    const name = unique("nowhere");
    await expect(
      createQueue(db(), fields(name, { escalationQueueId: "no-such-queue" })),
    ).rejects.toMatchObject(refused("queues.errors.noEscalationTarget", "escalationQueueId"));
    expect(await db().queue.count({ where: { name } })).toBe(0);
  });

  it("gives an audit event the settings, never the name or the description", () => {
    const settings = queueSettings({ ...fields("Private name", { description: "typed text" }) });
    expect(settings).toEqual({
      deadlineUnit: "business_days",
      deadlineAmount: 2,
      autoAssign: false,
      capPerMember: 0,
      graceHours: 24,
      escalationQueueId: null,
      archived: false,
    });
  });
});

describe("updating a queue", () => {
  it("returns the queue before and after the change", async () => {
    const [q, target] = [await make("before"), await make("target")];
    const { before, after } = await edit(q, { escalationQueueId: target.id, graceHours: 4 });
    expect(before).toMatchObject({ id: q.id, escalationQueueId: null, graceHours: 24 });
    expect(after).toMatchObject({ id: q.id, escalationQueueId: target.id, graceHours: 4 });
  });

  it("refuses escalation to the queue itself and to an unknown queue", async () => {
    const q = await make("self");
    await expect(edit(q, { escalationQueueId: q.id })).rejects.toMatchObject(
      refused("queues.errors.escalationLoop", "escalationQueueId"),
    );
    await expect(edit(q, { escalationQueueId: "no-such-queue" })).rejects.toMatchObject(
      refused("queues.errors.noEscalationTarget", "escalationQueueId"),
    );
    expect(await targetOf(q.id)).toBeNull();
  });

  it("refuses a loop of two queues and leaves the database as it was", async () => {
    const [a, b] = [await make("loop-a"), await make("loop-b")];
    await edit(a, { escalationQueueId: b.id });
    await expect(edit(b, { escalationQueueId: a.id, graceHours: 1 })).rejects.toMatchObject(
      refused("queues.errors.escalationLoop", "escalationQueueId"),
    );
    expect(await db().queue.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({
      escalationQueueId: null,
      graceHours: 24,
    });
    expect(await targetOf(a.id)).toBe(b.id);
  });

  it("refuses a loop of three queues", async () => {
    const [a, b, c] = [await make("three-a"), await make("three-b"), await make("three-c")];
    await edit(a, { escalationQueueId: b.id });
    await edit(b, { escalationQueueId: c.id });
    await expect(edit(c, { escalationQueueId: a.id })).rejects.toMatchObject(
      refused("queues.errors.escalationLoop", "escalationQueueId"),
    );
    expect(await targetOf(c.id)).toBeNull();
    // A chain that ends elsewhere is no loop.
    const d = await make("three-d");
    await expect(edit(c, { escalationQueueId: d.id })).resolves.toBeDefined();
  });

  it("refuses to archive the default queue, and archives another", async () => {
    const [q, plain] = [await make("default-archive"), await make("plain-archive")];
    await setDefaultQueue(db(), q.id);
    await expect(edit(q, { archived: true })).rejects.toMatchObject(
      refused("queues.errors.archiveDefault", "archived"),
    );
    expect((await db().queue.findUniqueOrThrow({ where: { id: q.id } })).archived).toBe(false);
    expect((await edit(plain, { archived: true })).after.archived).toBe(true);
  });
});

describe("deleting a queue", () => {
  it("refuses the default queue", async () => {
    const q = await make("default-delete");
    await setDefaultQueue(db(), q.id);
    await expect(deleteQueue(db(), q.id)).rejects.toMatchObject(refused("queues.errors.deleteDefault"));
    expect(await db().queue.count({ where: { id: q.id } })).toBe(1);
  });

  it("refuses a queue another escalates to, counting them", async () => {
    const [target, from] = [await make("target-delete"), await make("from-delete")];
    await edit(from, { escalationQueueId: target.id });
    await expect(deleteQueue(db(), target.id)).rejects.toMatchObject({
      said: { key: "queues.errors.deleteTarget", values: { count: 1 } },
    });
    expect(await db().queue.count({ where: { id: target.id } })).toBe(1);
  });

  it("deletes a plain queue with its members", async () => {
    const [q, member] = [await make("plain-delete"), await createAccount("reviewer")];
    await addQueueMember(db(), q.id, member.id);
    expect(await deleteQueue(db(), q.id)).toMatchObject({ id: q.id });
    expect(await db().queue.count({ where: { id: q.id } })).toBe(0);
    expect(await db().queueMember.count({ where: { queueId: q.id } })).toBe(0);
    expect(await db().reviewer.count({ where: { id: member.id } })).toBe(1);
    await expect(deleteQueue(db(), q.id)).rejects.toMatchObject(refused("queues.errors.noQueue"));
  });
});

describe("the default queue", () => {
  it("moves the one default row from queue to queue", async () => {
    const [one, two] = [await make("default-one"), await make("default-two")];
    await setDefaultQueue(db(), one.id);
    expect(await setDefaultQueue(db(), two.id)).toEqual({ previous: one.id });
    expect(await defaultRows()).toMatchObject([{ id: "default", queueId: two.id }]);
  });

  it("refuses an archived queue and keeps the default where it was", async () => {
    const [current, archived] = [await make("default-kept"), await make("default-archived")];
    await setDefaultQueue(db(), current.id);
    await edit(archived, { archived: true });
    await expect(setDefaultQueue(db(), archived.id)).rejects.toMatchObject(
      refused("queues.errors.defaultArchived"),
    );
    await expect(setDefaultQueue(db(), "no-such-queue")).rejects.toMatchObject(
      refused("queues.errors.noQueue"),
    );
    expect(await defaultRows()).toMatchObject([{ id: "default", queueId: current.id }]);
  });
});

describe("the database refuses what the code refuses", () => {
  const row = (more: Record<string, unknown> = {}) => ({
    name: unique("raw"),
    deadlineUnit: "business_days",
    deadlineAmount: 1,
    ...more,
  });

  it("accepts a row within the rules (the baseline of the refusals below)", async () => {
    await expect(
      db().queue.create({ data: row({ autoAssign: true, capPerMember: 1, graceHours: 0 }) }),
    ).resolves.toBeDefined();
  });

  it.each([
    ["auto-assignment with a cap of 0", { autoAssign: true, capPerMember: 0 }, "Queue_auto_assign_needs_cap"],
    ["a negative cap", { capPerMember: -1 }, "Queue_cap_not_negative"],
    ["negative grace hours", { graceHours: -1 }, "Queue_grace_not_negative"],
    ["a deadline of 0", { deadlineAmount: 0 }, "Queue_deadline_positive"],
  ])("refuses a queue with %s", async (_, more, constraint) => {
    const data = row(more);
    await expect(db().queue.create({ data })).rejects.toThrow(constraint);
    expect(await db().queue.count({ where: { name: data.name } })).toBe(0);
  });

  it("refuses a queue that escalates to itself", async () => {
    const id = unique("own");
    await expect(db().queue.create({ data: row({ id, escalationQueueId: id }) })).rejects.toThrow(
      "Queue_not_own_escalation",
    );
    const q = await db().queue.create({ data: row() });
    await expect(
      db().queue.update({ where: { id: q.id }, data: { escalationQueueId: q.id } }),
    ).rejects.toThrow("Queue_not_own_escalation");
  });

  it("refuses a second DefaultQueue row", async () => {
    const q = await make("second-default"); // not the default: only the key's CHECK stands in the way
    await expect(db().defaultQueue.create({ data: { id: "second", queueId: q.id } })).rejects.toThrow(
      "DefaultQueue_one_row",
    );
    expect(await db().defaultQueue.count()).toBe(1);
  });
});

describe("queue members", () => {
  it("adds an account once and removes it once", async () => {
    const [q, member] = [await make("members"), await createAccount("reviewer")];
    await addQueueMember(db(), q.id, member.id);
    await expect(addQueueMember(db(), q.id, member.id)).rejects.toMatchObject(
      refused("queues.errors.alreadyMember", "accountId"),
    );
    expect(await db().queueMember.count({ where: { queueId: q.id } })).toBe(1);
    await removeQueueMember(db(), q.id, member.id);
    expect(await db().queueMember.count({ where: { queueId: q.id } })).toBe(0);
    await expect(removeQueueMember(db(), q.id, member.id)).rejects.toMatchObject(
      refused("queues.errors.notMember"),
    );
  });

  it("refuses a disabled or unknown account, and an unknown queue", async () => {
    const [q, disabled, member] = [
      await make("members-refused"),
      await createAccount("reviewer", { disabled: true }),
      await createAccount("reviewer"),
    ];
    for (const accountId of [disabled.id, "no-such-account"])
      await expect(addQueueMember(db(), q.id, accountId)).rejects.toMatchObject(
        refused("queues.errors.noAccount", "accountId"),
      );
    await expect(addQueueMember(db(), "no-such-queue", member.id)).rejects.toMatchObject(
      refused("queues.errors.noQueue"),
    );
    expect(await db().queueMember.count({ where: { queueId: q.id } })).toBe(0);
  });
});
