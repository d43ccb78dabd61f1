// The largest page (2,000 rows) on SQLite and on PostgreSQL: the queue's rows route on All and
// Decided, and the reads a page or a selection of it feeds (holders, names, awaiting duplicate
// groups, erasure receipts), each with 2,000 ids. One `in` list of them is over the driver
// adapter's bind limit (Prisma's P2029); lib/database/in-chunks.ts reads them in parts.
// The PostgreSQL part needs KYC_TEST_POSTGRES_URL; it points db() at a scratch database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { GET as rows } from "@/app/api/submissions/rows/route";
import { holdersOf } from "@/lib/assignments/queries";
import type { Actor } from "@/lib/auth/actor";
import { applyRecords, removeRows } from "@/lib/case-index/store";
import { namesOf } from "@/lib/case-index/names";
import { createDb, type Db } from "@/lib/database/dashboard-db";
import { prepareDashboardDatabase } from "@/lib/database/prepare-dashboard";
import { db } from "@/lib/db";
import { awaitingCount } from "@/lib/duplicates/queries";
import { fetchReceipts } from "@/lib/evidence/queries";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { postgresAdminUrl, scratchDatabase } from "@/tests/support/scratch-postgres";

const size = 2000;
const ids = Array.from({ length: size }, (_, i) => `p2k-${String(i).padStart(4, "0")}`);
const record = (id: string, i: number) =>
  ({
    submission_id: id,
    created_at: new Date(Date.UTC(2026, 4, 1) + i * 60_000).toISOString(),
    data: { name: `Page Row${i}` },
    kyc: { result: "pending" },
  }) as SubmissionRecord;

/** 2,000 cases, each held, with a deletion requested and a duplicate group open. */
async function arrange() {
  const reviewer = await createAccount("manager");
  const at = new Date();
  for (let i = 0; i < size; i += 250) {
    const part = ids.slice(i, i + 250);
    await db().$transaction((tx) =>
      applyRecords(
        tx,
        part.map((id, j) => record(id, i + j)),
        at,
      ),
    );
    await db().assignment.createMany({
      data: part.map((submissionId) => ({ submissionId, holderId: reviewer.id, assignedById: reviewer.id })),
    });
    await db().deletionRequest.createMany({
      data: part.map((submissionId) => ({
        submissionId,
        reason: "asked",
        requestedById: reviewer.id,
        requestedByEmail: reviewer.email,
      })),
    });
    await db().duplicateGroup.createMany({
      data: part.map((submissionId) => ({
        submissionId,
        matchIds: "[]",
        scanned: 1,
        complete: true,
        checkedAt: at,
        foundAt: at,
        status: "open",
      })),
    });
  }
  // Who holds a case is the index row's column, kept with the assignments (lib/assignments/write.ts).
  await db().indexedSubmission.updateMany({
    where: { submissionId: { startsWith: "p2k-" } },
    data: { holderId: reviewer.id },
  });
  return reviewer;
}

async function page(reviewer: Actor, query: string) {
  await inRequestAs(reviewer);
  const response = await rows(new Request(`http://localhost/api/submissions/rows?${query}`));
  const body = await response.json();
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body as {
    rows: { id: string; holder: string | null; deletionPending: boolean; duplicate: string | null }[];
  };
}

function pagesTwoThousand() {
  it("answers a 2,000-row page of All and of Decided, the reads its ids feed, and a search among them", async () => {
    const reviewer = await arrange();
    const all = await page(reviewer, `view=all&size=${size}`);
    expect(all.rows).toHaveLength(size);
    expect(
      all.rows.every((r) => r.holder === "Test manager" && r.deletionPending && r.duplicate === "open"),
    ).toBe(true);

    // Decided, while few cases are: read whole by id, then ordered here (lib/queue/page.ts).
    await db().indexedSubmission.updateMany({
      where: { submissionId: { startsWith: "p2k-" } },
      data: { decidedAt: new Date() },
    });
    const decided = await page(reviewer, `view=decided&size=${size}&sort=-created`);
    expect(decided.rows).toHaveLength(size);

    expect(Object.keys(await holdersOf(ids))).toHaveLength(size);
    expect(Object.keys(await namesOf(ids))).toHaveLength(size);
    expect(await awaitingCount()).toBe(size);
    expect((await fetchReceipts(ids)).size).toBe(0);

    // A case among them by its name's words and its id's parts, then renamed, then removed.
    const found = async (q: string) =>
      (await page(reviewer, `view=all&size=50&q=${encodeURIComponent(q)}`)).rows.map((r) => r.id);
    expect(await found("page row1999")).toEqual(["p2k-1999"]);
    expect(await found("Row1042")).toEqual(["p2k-1042"]);
    expect(await found("p2k-0042")).toEqual(["p2k-0042"]);
    expect(await found("p2k-004")).toHaveLength(10);

    // A changed record's terms are rewritten (by its seq), a removed one's are gone.
    await db().$transaction((tx) =>
      applyRecords(tx, [{ ...record("p2k-1042", 1042), data: { name: "Renamed Person" } }], new Date()),
    );
    expect(await found("renamed")).toEqual(["p2k-1042"]);
    expect(await found("row1042")).toEqual([]);
    await db().$transaction((tx) => removeRows(tx, ["p2k-1042", "p2k-1999"]));
    expect(await found("renamed")).toEqual([]);
    expect(await found("page row1999")).toEqual([]);
    expect(await db().indexedSearchTerm.count()).toBe((size - 2) * 4);
  });
}

describe("a 2,000-row page on SQLite", () => {
  pagesTwoThousand();
});

describe.skipIf(!postgresAdminUrl)("a 2,000-row page on PostgreSQL", () => {
  const database = scratchDatabase("kyc_test_page2k");
  const global = globalThis as unknown as { db?: Db };
  let sqlite: Db | undefined;
  beforeAll(async () => {
    await database.create();
    await prepareDashboardDatabase(database.url(), { demoAccounts: false });
    sqlite = global.db;
    global.db = createDb(database.url()); // db() answers from this client (lib/db.ts)
  });
  afterAll(async () => {
    await global.db?.$disconnect();
    global.db = sqlite;
    await database.drop();
  });
  pagesTwoThousand();
});
