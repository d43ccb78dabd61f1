// Routing rules kept in the database: the draft edited by guarded writes, publishing as the
// next version, the refusals that keep a rule usable, and each new case put in its queue by
// the index's writer in the transaction that inserts it (docs/queues.md, "Routing").
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { queueFields } from "@/tests/support/queue-fields";
import { SafeError } from "../actions/result";
import { applyRecords } from "../case-index/store";
import { deadlineFor } from "../deadlines/deadline";
import { createQueue, deleteQueue, setDefaultQueue, updateQueue } from "../queues/write";
import type { Rule } from "./rules";
import { discardDraft, editDraft, latestRules, publishDraft, readDraft } from "./store";

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
const keyOf = (error: unknown) => (error instanceof SafeError ? error.said?.key : String(error));
const highRisk = (queueId: string, name = unique("High risk")): Rule => ({
  id: randomUUID(),
  name,
  queueId,
  match: "any",
  conditions: [
    { field: "riskLevel", op: "in", values: ["High"] },
    { field: "redFlag", op: "is", value: true },
  ],
});

let byId: string;
beforeEach(async () => {
  // Each test starts with no rules: the tables are this file's own.
  await db().routingDraft.deleteMany();
  await db().routingRuleSet.deleteMany();
  byId = (await createAccount("manager")).id;
});

describe("routing rules in the database", () => {
  it("starts a draft from nothing, publishes it as version 1 and then 2, and the draft is gone", async () => {
    const { queue } = await createQueue(db(), queueFields(unique("High")));
    expect(await readDraft(db())).toMatchObject({ rules: [], baseVersion: 0, updatedAt: null });
    await editDraft(db(), byId, (rules) => [...rules, highRisk(queue.id)]);
    expect((await readDraft(db())).updatedAt).not.toBeNull();
    expect(await publishDraft(db(), byId)).toEqual({ version: 1, rules: 1 });
    expect(await db().routingDraft.count()).toBe(0);
    expect((await latestRules(db()))?.version).toBe(1);
    await editDraft(db(), byId, (rules) => [...rules, highRisk(queue.id)]);
    expect((await readDraft(db())).baseVersion).toBe(1);
    expect(await publishDraft(db(), byId)).toEqual({ version: 2, rules: 2 });
    expect(await publishDraft(db(), byId).catch(keyOf)).toBe("routing.errors.noDraft");
  });

  it("keeps both of two edits made at the same moment (the second is made again on the first)", async () => {
    const { queue } = await createQueue(db(), queueFields(unique("Q")));
    await Promise.all([1, 2, 3].map(() => editDraft(db(), byId, (rules) => [...rules, highRisk(queue.id)])));
    expect((await readDraft(db())).rules).toHaveLength(3);
  });

  it("refuses a draft published on a version that is no longer the latest", async () => {
    const { queue } = await createQueue(db(), queueFields(unique("Q")));
    await editDraft(db(), byId, (rules) => [...rules, highRisk(queue.id)]);
    // Another manager's publish of version 1 from a draft of their own, since discarded.
    await db().routingRuleSet.create({ data: { version: 1, rules: "[]", publishedById: byId } });
    expect(await publishDraft(db(), byId).catch(keyOf)).toBe("routing.errors.publishedMeanwhile");
    expect((await latestRules(db()))?.rules).toEqual([]);
    expect(await discardDraft(db())).toBe(true);
  });

  it("refuses a second rule of the same name at the name", async () => {
    const { queue } = await createQueue(db(), queueFields(unique("Q")));
    const first = highRisk(queue.id);
    await editDraft(db(), byId, () => [first]);
    const refused = await editDraft(db(), byId, (rules) => [
      ...rules,
      { ...highRisk(queue.id), name: first.name },
    ]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SafeError);
    expect((refused as SafeError).said?.key).toBe("validation.routingRuleNameTaken");
    expect((refused as SafeError).field).toBe("name");
    expect((await readDraft(db())).rules).toHaveLength(1);
  });

  it("refuses a rule to a queue that is archived or gone, and one that can never match", async () => {
    const { queue } = await createQueue(db(), queueFields(unique("Archived")));
    await updateQueue(db(), queue.id, { ...queueFields(queue.name), archived: true });
    expect(await editDraft(db(), byId, () => [highRisk(queue.id)]).catch(keyOf)).toBe(
      "routing.errors.noQueue",
    );
    expect(await editDraft(db(), byId, () => [highRisk("no-such-queue")]).catch(keyOf)).toBe(
      "routing.errors.noQueue",
    );
    const { queue: open } = await createQueue(db(), queueFields(unique("Open")));
    const never: Rule = {
      ...highRisk(open.id),
      match: "all",
      conditions: [
        { field: "age", op: "at_least", value: 60 },
        { field: "age", op: "below", value: 30 },
      ],
    };
    expect(await editDraft(db(), byId, () => [never]).catch(keyOf)).toBe("routing.errors.neverMatches");
    expect(await db().routingDraft.count()).toBe(0);
  });

  it("keeps a queue the published rules send cases to from being deleted or archived", async () => {
    const { queue } = await createQueue(db(), queueFields(unique("Used")));
    await editDraft(db(), byId, () => [highRisk(queue.id)]);
    await publishDraft(db(), byId);
    expect(await deleteQueue(db(), queue.id).catch(keyOf)).toBe("queues.errors.deleteInRules");
    expect(
      await updateQueue(db(), queue.id, { ...queueFields(queue.name), archived: true }).catch(keyOf),
    ).toBe("queues.errors.archiveInRules");
  });

  it("puts each new case in its queue when it enters the index: the rule's, else the default", async () => {
    const { queue: high } = await createQueue(
      db(),
      queueFields(unique("High"), { deadlineUnit: "business_hours", deadlineAmount: 4 }),
    );
    const { queue: standard } = await createQueue(db(), queueFields(unique("Standard")));
    await setDefaultQueue(db(), standard.id);
    const rule = highRisk(high.id);
    await editDraft(db(), byId, () => [rule]);
    const { version } = await publishDraft(db(), byId);
    const createdAt = "2027-03-05T08:00:00.000Z"; // Friday 17:00 in Seoul
    const record = (id: string, aml?: object) =>
      ({
        submission_id: id,
        created_at: createdAt,
        data: {},
        kyc: { result: "pending" },
        ...(aml ? { aml } : {}),
      }) as SubmissionRecord;
    const [red, plain] = [unique("route-red"), unique("route-plain")];
    await db().$transaction((tx) =>
      applyRecords(
        tx,
        [record(red, { currentstatus: "Red Flag", risk_level_summary: "Low" }), record(plain)],
        new Date(),
      ),
    );
    const rows = await db().indexedSubmission.findMany({
      where: { submissionId: { in: [red, plain] } },
      select: { submissionId: true, queueId: true, routedVersion: true, routedRuleId: true, dueAt: true },
    });
    const byId_ = new Map(rows.map((r) => [r.submissionId, r]));
    expect(byId_.get(red)).toEqual({
      submissionId: red,
      queueId: high.id,
      routedVersion: version,
      routedRuleId: rule.id,
      // 4 business hours from Friday 17:00: one on Friday, three on Monday morning.
      dueAt: new Date("2027-03-08T03:00:00.000Z"),
    });
    expect(byId_.get(plain)).toEqual({
      submissionId: plain,
      queueId: standard.id,
      routedVersion: version,
      routedRuleId: null,
      dueAt: deadlineFor(new Date(createdAt), standard),
    });
  });

  it("places an incomplete submission only once its applicant finishes, with what is known then", async () => {
    const { queue: high } = await createQueue(db(), queueFields(unique("High")));
    const { queue: standard } = await createQueue(db(), queueFields(unique("Standard")));
    await setDefaultQueue(db(), standard.id);
    await editDraft(db(), byId, () => [highRisk(high.id)]);
    await publishDraft(db(), byId);
    const id = unique("route-later");
    const record = (result: string, aml?: object) =>
      ({
        submission_id: id,
        created_at: new Date().toISOString(),
        data: {},
        kyc: { result },
        ...(aml ? { aml } : {}),
      }) as SubmissionRecord;
    const placed = () =>
      db().indexedSubmission.findUniqueOrThrow({
        where: { submissionId: id },
        select: { queueId: true, routedRuleId: true },
      });
    await db().$transaction((tx) => applyRecords(tx, [record("incomplete")], new Date()));
    expect(await placed()).toEqual({ queueId: null, routedRuleId: null });
    // Step 2 done: pending with the AML result; the red flag sends it to High risk.
    await db().$transaction((tx) =>
      applyRecords(tx, [record("pending", { currentstatus: "Red Flag" })], new Date()),
    );
    expect((await placed()).queueId).toBe(high.id);
    // Placed once: a later change of its facts does not move it.
    await db().$transaction((tx) =>
      applyRecords(tx, [record("pending", { currentstatus: "Not Screened" })], new Date()),
    );
    expect((await placed()).queueId).toBe(high.id);
  });
});
