// The dashboard-side scan against the real service over HTTPS, in a project of its own.
import { beforeAll, describe, expect, it } from "vitest";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { createProject } from "@/kyc-service/projects/projects";
import type { KycClient } from "@/lib/kyc/client";
import { parseView, type QueueView } from "./view";
import { toSubmissionRow } from "./rows";
import { scanSubmissions, type ListPage, type ScanEnd, type ScanProgress } from "./scan";

const total = 400;
const results = ["pending", "approved", "rejected", "incomplete"] as const;
let client: KycClient;
let expectedPending: string[];

beforeAll(async () => {
  const db = await serviceDb();
  const { project, apiKey } = await createProject(db, `scan-test-${Date.now()}`);
  const base = Date.parse("2026-03-01T00:00:00.000Z");
  // One record an hour, newest last; every fourth is pending.
  const rows = Array.from({ length: total }, (_, i) => ({
    id: `scan-${String(i).padStart(4, "0")}`,
    projectId: project.id,
    createdAt: new Date(base + i * 3_600_000),
    email: `scan${i}@example.com`,
    userid: `scan-user-${i % 5}`,
    idType: "passport",
    issuingCountry: "KOR",
    kycResult: results[i % 4]!,
  }));
  await db.submission.createMany({ data: rows });
  expectedPending = rows
    .filter((r) => r.kycResult === "pending")
    .map((r) => r.id)
    .reverse();
  client = testClient({ apiKey });
});

async function run(view: QueueView, options = {}) {
  const scan = scanSubmissions((q) => client.listSubmissions(q), view, options);
  const progress: ScanProgress[] = [];
  for (;;) {
    const step = await scan.next();
    if (step.done)
      return {
        progress,
        end: step.value as ScanEnd,
        ids: progress.flatMap((p) => p.found.map((r) => r.submission_id)),
      };
    progress.push(step.value);
  }
}

describe("scanSubmissions", () => {
  it("pages through the matches exactly once each, stopping when a page is full", async () => {
    let view = parseView({ view: "all", status: "pending", size: "50" });
    const pages: string[][] = [];
    for (let i = 0; i < 5; i++) {
      const { ids, end } = await run(view, { firstBatch: 40 });
      pages.push(ids);
      if (!end.next) break;
      expect(end.stop).toBe("page_full");
      view = { ...view, at: end.next };
    }
    expect(pages.map((p) => p.length)).toEqual([50, 50]);
    expect(pages.flat()).toEqual(expectedPending);
  });

  it("reports progress that only grows and counts what it looked at, not a guessed total", async () => {
    const { progress, end } = await run(parseView({ view: "all", status: "approved", size: "50" }), {
      firstBatch: 40,
    });
    const scanned = progress.map((p) => p.scanned);
    expect(scanned).toEqual([...scanned].sort((a, b) => a - b));
    // The 50th approved record is i = 397 - 49 * 4 = 201, the 199th from the newest (i = 399).
    expect(end).toMatchObject({ stop: "page_full", matched: 50, scanned: 199 });
  });

  it("reads no record older than the date range: the upstream narrows the list by start_date", async () => {
    const { ids, end } = await run(parseView({ view: "all", from: "2026-03-17", size: "500" }), {
      firstBatch: 40,
    });
    expect(end.stop).toBe("end_of_data");
    expect(ids.every((id) => Number(id.slice(5)) >= 16 * 24)).toBe(true);
    expect(ids).toHaveLength(total - 16 * 24);
    expect(end.scanned).toBe(ids.length);
  });

  it("stops at the first older record when an upstream ignores the date filter", async () => {
    const ignoringDates: ListPage = (query) =>
      client.listSubmissions({ ...query, start_date: undefined, end_date: undefined });
    const view = parseView({ view: "all", from: "2026-03-17", size: "500" });
    const progress = scanSubmissions(ignoringDates, view, { firstBatch: 40 });
    let step = await progress.next();
    const ids: string[] = [];
    while (!step.done) {
      ids.push(...step.value.found.map((r) => r.submission_id));
      step = await progress.next();
    }
    expect(step.value.stop).toBe("past_range");
    expect(ids).toHaveLength(total - 16 * 24);
    expect(step.value.scanned).toBe(ids.length + 1);
  });

  it("stops at its budget and continues from the last record looked at", async () => {
    const view = parseView({ view: "all", status: "pending", userid: "scan-user-0", size: "50" });
    const first = await run(view, { firstBatch: 10, maxBatch: 10, budget: 30 });
    expect(first.end).toMatchObject({ stop: "budget", scanned: 30 });
    const rest = await run({ ...view, at: first.end.next! }, { firstBatch: 10 });
    expect(rest.end.stop).toBe("end_of_data");
    const expected = expectedPending.filter((id) => Number(id.slice(5)) % 5 === 0);
    expect([...first.ids, ...rest.ids]).toEqual(expected);
  });

  it("ends with no next page when the last record fills the page", async () => {
    // scan-user-1 has 80 records; a page of 80 is full exactly at the last one.
    const view = { ...parseView({ view: "all", userid: "scan-user-1" }), size: 80 as QueueView["size"] };
    const { end } = await run(view, { firstBatch: 100 });
    expect(end).toEqual({ matched: 80, scanned: 80, stop: "page_full", next: null });
  });
});

describe("a queue page read as summaries (the unfiltered view's call)", () => {
  it("gives the same rows and next key as the full records, over the real service", async () => {
    const [full, summaries] = await Promise.all([
      client.listSubmissions({ count: 50 }),
      client.listSubmissionSummaries({ count: 50 }),
    ]);
    expect(summaries.Items).toHaveLength(50);
    expect(summaries.Items.map((r) => toSubmissionRow(r))).toEqual(full.Items.map((r) => toSubmissionRow(r)));
    expect(summaries.nextpageKey).toEqual(full.nextpageKey);
  });
});
