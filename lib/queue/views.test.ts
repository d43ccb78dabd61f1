// Every queue view answered from the case index: tabs with what the dashboard knows (decisions,
// holders), exact counts, both orders with keyset pages, filters, and the search box (e-mail in
// any case, partial id, user id, name words in any order with case and accents folded, Hangul).
import { beforeAll, describe, expect, it } from "vitest";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { db } from "@/lib/db";
import { createHold } from "../assignments/write";
import { applyRecords } from "../case-index/store";
import { countTabs, type TabCounts } from "./counts";
import { queuePage, type QueuePage } from "./page";
import { parseView, type QueueView } from "./view";

// The reviewer looking; "v-mine" is theirs, "v-theirs" a colleague's.
const held = "r-me";
const at = (minute: number) =>
  new Date(Date.parse("2026-03-01T00:00:00.000Z") + minute * 60_000).toISOString();
const record = (id: string, minute: number, result: string, more: Partial<SubmissionRecord> = {}) =>
  ({ submission_id: id, created_at: at(minute), data: {}, kyc: { result }, ...more }) as SubmissionRecord;

beforeAll(async () => {
  await db().$transaction((tx) =>
    applyRecords(
      tx,
      [
        record("v-free", 1, "pending", { email: "Gildong.Hong@Example.com", data: { name: "HONG Gildong" } }),
        record("v-mine", 2, "pending", { data: { name: "Nguyễn Văn An" } }),
        record("v-theirs", 3, "pending", { userid: "user-42", data: { name: "김민준" } }),
        record("v-decided", 4, "pending"),
        record("v-flag", 5, "pending", { aml: { currentstatus: "Red Flag", risk_level_summary: "High" } }),
        record("v-rejected", 6, "rejected"),
        record("v-incomplete", 7, "incomplete"),
        // Several share one created_at: the keyset pages must neither repeat nor skip them.
        ...["v-same-a", "v-same-b", "v-same-c"].map((id) => record(id, 8, "approved")),
      ],
      new Date(),
    ),
  );
  await db().indexedSubmission.update({
    where: { submissionId: "v-decided" },
    data: { decidedAt: new Date() },
  });
  await createHold("v-mine", "r-me", "r-me");
  await createHold("v-theirs", "r-colleague", "r-colleague");
});

/** Counts with no search, which are never "broad". */
async function exactCounts(v: QueueView, options: Parameters<typeof countTabs>[2]): Promise<TabCounts> {
  const counts = await countTabs(v, held, options);
  if (counts === "broad") throw new Error("no broad search here");
  return counts;
}

const view = (query: Record<string, string>) => parseView(query);
const ids = (page: QueuePage) => page.rows.map((r) => r.id);

async function allPages(v: QueueView, size: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor = undefined as QueueView["at"];
  for (let i = 0; i < 20; i++) {
    const page = await queuePage({ ...v, size, at: cursor }, held);
    seen.push(...ids(page));
    if (!page.next) return seen;
    cursor = page.next;
  }
  throw new Error("paging did not end");
}

describe("queue views from the case index", () => {
  it("keeps decided, held and incomplete cases in their tabs, red flags first in Needs decision", async () => {
    expect(ids(await queuePage(view({}), held))).toEqual(["v-flag", "v-free", "v-mine", "v-theirs"]);
    expect(ids(await queuePage(view({ view: "mine" }), held))).toEqual(["v-mine"]);
    expect(ids(await queuePage(view({ view: "unassigned" }), held))).toEqual(["v-flag", "v-free"]);
    expect(ids(await queuePage(view({ view: "awaiting" }), held))).toEqual(["v-incomplete"]);
    expect(ids(await queuePage(view({ view: "decided" }), held))).toEqual(["v-decided"]);
    // In submission order too (read from the few decided cases, not by walking every row).
    expect(ids(await queuePage(view({ view: "decided", sort: "-created" }), held))).toEqual(["v-decided"]);
  });

  it("pages both orders over every submission, records sharing a created_at included once", async () => {
    const newest = await allPages(view({ view: "all" }), 2);
    expect(newest).toHaveLength(10);
    expect(new Set(newest).size).toBe(10);
    expect(newest.slice(0, 3)).toEqual(["v-same-c", "v-same-b", "v-same-a"]);
    const oldest = await allPages(view({ view: "all", sort: "created" }), 3);
    expect(oldest).toEqual([...newest].reverse());
    // Needs decision paged one at a time keeps the red flag first and each case once.
    expect(await allPages(view({}), 1)).toEqual(["v-flag", "v-free", "v-mine", "v-theirs"]);
  });

  it("counts a red flag overdue by its shorter deadline", async () => {
    const counts = await exactCounts(view({}), {
      due: { hours: 48, redFlagHours: 1 },
      now: Date.parse(at(5)) + 3_600_000 + 60_000,
    });
    expect(counts.needs).toEqual({ count: 4, overdue: 1 });
    expect(counts.unassigned).toEqual({ count: 2, overdue: 1 });
    expect(counts.mine).toEqual({ count: 1, overdue: 0 });
  });

  it("counts every tab exactly, with the overdue ones", async () => {
    const counts = await exactCounts(view({}), {
      due: { hours: 24, redFlagHours: 24 },
      now: Date.parse(at(0)) + 86_400_000 + 150_000,
    });
    expect(counts).toEqual({
      needs: { count: 4, overdue: 2 },
      mine: { count: 1, overdue: 1 },
      unassigned: { count: 2, overdue: 1 },
      awaiting: { count: 1, overdue: 0 },
      decided: { count: 1, overdue: 0 },
      all: { count: 10, overdue: 2 },
    });
  });

  it("applies the filters", async () => {
    expect(ids(await queuePage(view({ view: "all", aml: "Red Flag" }), held))).toEqual(["v-flag"]);
    expect(ids(await queuePage(view({ view: "all", status: "rejected" }), held))).toEqual(["v-rejected"]);
    expect(ids(await queuePage(view({ view: "all", userid: "user-42" }), held))).toEqual(["v-theirs"]);
    expect(await queuePage(view({ view: "all", from: "2026-03-02" }), held)).toMatchObject({ rows: [] });
  });

  it("finds by e-mail in any case, partial id, user id, name words in any order, accents folded, Hangul", async () => {
    const search = async (q: string) => ids(await queuePage(view({ q }), held));
    expect(await search("gildong.hong@example.com")).toEqual(["v-free"]);
    expect(await search("GILDONG.HONG@EXAMPLE.COM")).toEqual(["v-free"]);
    expect(await search("gildong hong")).toEqual(["v-free"]);
    expect(await search("Gil HON")).toEqual(["v-free"]);
    expect(await search("nguyen van")).toEqual(["v-mine"]);
    expect(await search("김민준")).toEqual(["v-theirs"]);
    expect(await search("USER-42")).toEqual(["v-theirs"]);
    expect(await search("v-same")).toEqual(["v-same-c", "v-same-b", "v-same-a"]);
    expect(await search("same")).toEqual(["v-same-c", "v-same-b", "v-same-a"]);
    expect(await search("gildong kim")).toEqual([]);
    // The start of an id, or of any of its parts, in capitals.
    const uuid = "7f3a9c12-0b4e-4d21-9a55-e2c3f0a1b2c3";
    await db().$transaction((tx) => applyRecords(tx, [record(uuid, 9, "approved")], new Date()));
    expect(await search("7F3A9C")).toEqual([uuid]);
    expect(await search("0B4E-4D")).toEqual([uuid]);
    expect(await search("E2C3F0")).toEqual([uuid]);
  });

  it("marks a case whose deletion is pending in every tab, and no longer once the request is settled", async () => {
    const request = await db().deletionRequest.create({
      data: {
        submissionId: "v-free",
        reason: "erasure",
        requestedById: "r",
        requestedByEmail: "r@bank.test",
      },
    });
    const marked = (page: QueuePage) => page.rows.filter((r) => r.deletionPending).map((r) => r.id);
    expect(marked(await queuePage(view({}), held))).toEqual(["v-free"]);
    expect(marked(await queuePage(view({ view: "unassigned" }), held))).toEqual(["v-free"]);
    expect(marked(await queuePage(view({ view: "all" }), held))).toEqual(["v-free"]);
    await db().deletionRequest.update({ where: { id: request.id }, data: { status: "rejected" } });
    expect(marked(await queuePage(view({ view: "all" }), held))).toEqual([]);
  });
});
