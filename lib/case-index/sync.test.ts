// The case index's sync against the real service over HTTPS, in a project of its own: new,
// changed and deleted records, records sharing one created_at across a page edge, day windows,
// a sweep interrupted half way, and a malformed record.
import { beforeAll, describe, expect, it } from "vitest";
import { createProject } from "@/kyc-service/projects/projects";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { db } from "@/lib/db";
import type { KycClient } from "@/lib/kyc/client";
import { reconcileStep } from "./reconcile";
import { refreshOpen } from "./refresh";
import type { IndexSource } from "./source";
import { syncState } from "./state";
import { sweepNew } from "./sweep";

let client: KycClient;
let projectId: string;
const day = (n: number) => Date.parse("2026-04-01T00:00:00.000Z") + n * 86_400_000;

async function addRows(rows: { id: string; at: number; result?: string; name?: string }[]) {
  await (
    await serviceDb()
  ).submission.createMany({
    data: rows.map((r) => ({
      id: r.id,
      projectId,
      createdAt: new Date(r.at),
      email: `${r.id}@Example.com`,
      idType: "passport",
      issuingCountry: "KOR",
      kycResult: r.result ?? "approved",
      name: r.name ?? null,
    })),
  });
}

const indexedIds = async () =>
  (
    await db().indexedSubmission.findMany({
      select: { submissionId: true },
      orderBy: { submissionId: "asc" },
    })
  ).map((r) => r.submissionId);

beforeAll(async () => {
  const { project, apiKey } = await createProject(await serviceDb(), `index-sync-${Date.now()}`);
  projectId = project.id;
  client = testClient({ apiKey });
  // Three days; on day 1 seven records share one created_at, across the edge of a page of 5.
  await addRows([
    ...Array.from({ length: 4 }, (_, i) => ({ id: `ix-a${i}`, at: day(0) + i * 60_000 })),
    ...Array.from({ length: 7 }, (_, i) => ({ id: `ix-b${i}`, at: day(1) + 3_600_000 })),
    ...Array.from({ length: 4 }, (_, i) => ({ id: `ix-c${i}`, at: day(2) + i * 60_000, result: "pending" })),
  ]);
});

/** A source that fails after `pages` list pages, as a dying process or network would. */
function failingAfter(pages: number): IndexSource {
  let left = pages;
  return {
    getSubmission: (id) => client.getSubmission(id),
    listSubmissionPage: async (query) => {
      if (left-- <= 0) throw new Error("connection reset (test)");
      return client.listSubmissionPage(query);
    },
  };
}

describe("the case index's sync", () => {
  it("resumes an interrupted first build where it stopped, and loses nothing at a same-created_at page edge", async () => {
    await expect(sweepNew(failingAfter(2), { pageSize: 5, maxPages: 100 })).rejects.toThrow(
      /connection reset/,
    );
    const half = await syncState(db());
    expect(half.sweepCursorId).not.toBeNull();
    expect(half.builtAt).toBeNull();
    expect(await indexedIds()).toHaveLength(10);

    const rest = await sweepNew(client, { pageSize: 5, maxPages: 100 });
    expect(rest.finished).toBe(true);
    expect(await indexedIds()).toHaveLength(15);
    const state = await syncState(db());
    expect(state.builtAt).not.toBeNull();
    // The build read every record: the first full reconciliation is due an interval later.
    expect(state.reconciledAt).toEqual(state.builtAt);
    expect(state.sweepCursorId).toBeNull();
    expect(state.coveredTo).toBe(new Date(day(2) + 3 * 60_000).toISOString());
  });

  it("finds new submissions, including one sharing the newest known created_at, without reading the whole list", async () => {
    await addRows([
      { id: "ix-c9", at: day(2) + 3 * 60_000, result: "pending" },
      { id: "ix-d0", at: day(3), result: "incomplete", name: "HONG Gildong" },
    ]);
    const sweep = await sweepNew(client, { pageSize: 5, maxPages: 100 });
    expect(sweep).toMatchObject({ finished: true, pages: 1, added: 2 });
    const row = await db().indexedSubmission.findUniqueOrThrow({ where: { submissionId: "ix-d0" } });
    expect(row).toMatchObject({
      status: "incomplete",
      emailFolded: "ix-d0@example.com",
      nameKey: "gildong hong",
    });
  });

  it("re-reads open records: a change upstream shows in one cycle, a deletion removes the row", async () => {
    const service = await serviceDb();
    await service.submission.update({
      where: { id: "ix-d0" },
      data: { kycResult: "pending", listRecord: null },
    });
    await service.submission.delete({ where: { id: "ix-c0" } });
    const result = await refreshOpen(client);
    expect(result).toMatchObject({ removed: 1 });
    expect(
      (await db().indexedSubmission.findUniqueOrThrow({ where: { submissionId: "ix-d0" } })).status,
    ).toBe("pending");
    expect(await indexedIds()).not.toContain("ix-c0");
  });

  it("reads an open record again only once it has gone unseen for the refresh interval", async () => {
    const service = await serviceDb();
    await service.submission.update({
      where: { id: "ix-d0" },
      data: { kycResult: "incomplete", listRecord: null },
    });
    const now = Date.now();
    // Every open record was read a moment ago (the test above): none is due a minute on.
    const soon = await refreshOpen(client, { unseenForMs: 60_000, now: () => new Date(now) });
    expect(soon.read).toBe(0);
    const status = async () =>
      (await db().indexedSubmission.findUniqueOrThrow({ where: { submissionId: "ix-d0" } })).status;
    expect(await status()).toBe("pending");
    const later = await refreshOpen(client, { unseenForMs: 60_000, now: () => new Date(now + 61_000) });
    expect(later.read).toBeGreaterThan(0);
    expect(await status()).toBe("incomplete");
    // Put it back for the tests below (the clock as the reads above left it).
    await service.submission.update({
      where: { id: "ix-d0" },
      data: { kycResult: "pending", listRecord: null },
    });
    await refreshOpen(client, { now: () => new Date(now + 62_000) });
    expect(await status()).toBe("pending");
  });

  it("reconciles day by day, a few pages a call: a decided record changed and one deleted elsewhere are noticed", async () => {
    const service = await serviceDb();
    await service.submission.update({
      where: { id: "ix-a1" },
      data: { kycResult: "rejected", listRecord: null },
    });
    await service.submission.delete({ where: { id: "ix-b3" } });
    let rounds = 0;
    let days = 0;
    for (let done = false; !done && rounds < 20; rounds++) {
      const step = await reconcileStep(client, { everyMs: 0, parallel: 1, pageSize: 3 });
      days += step.days;
      done = step.finished;
    }
    expect(days).toBe(4);
    // Pages of 3: a day of four or more records takes more than one call.
    expect(rounds).toBeGreaterThan(4);
    expect(await db().reconcileWindow.count()).toBe(0);
    expect(
      (await db().indexedSubmission.findUniqueOrThrow({ where: { submissionId: "ix-a1" } })).status,
    ).toBe("rejected");
    expect(await indexedIds()).not.toContain("ix-b3");
    expect(await indexedIds()).toHaveLength(15);
    expect((await syncState(db())).reconciledAt).not.toBeNull();
    // Not due again until the interval has passed.
    expect(await reconcileStep(client, { everyMs: 3_600_000 })).toMatchObject({ days: 0 });
  });

  it("skips, logs and counts a malformed record without stopping", async () => {
    await addRows([
      { id: "ix-e0", at: day(4) },
      { id: "ix-e1", at: day(4) + 1000 },
    ]);
    const corrupting: IndexSource = {
      getSubmission: (id) => client.getSubmission(id),
      listSubmissionPage: async (query) => {
        const page = await client.listSubmissionPage(query);
        const items = page.Items.map((item) =>
          (item as { submission_id: string }).submission_id === "ix-e1"
            ? { ...(item as object), kyc: { result: "maybe" } }
            : item,
        );
        return { ...page, Items: items };
      },
    };
    const before = (await syncState(db())).skipped;
    await sweepNew(corrupting, { pageSize: 5 });
    expect(await indexedIds()).toContain("ix-e0");
    expect(await indexedIds()).not.toContain("ix-e1");
    expect((await syncState(db())).skipped).toBe(before + 1);
  });
});
