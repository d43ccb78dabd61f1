// "Unassigned" and "Assigned to me" from the index's holder column: a case claimed before the
// sync indexed it is held once indexed, and a team holding more cases than a query may bind
// values (over a thousand) still sees the right tabs.
import { describe, expect, it } from "vitest";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { db } from "@/lib/db";
import { createHold, endHold } from "../assignments/write";
import { applyRecords } from "../case-index/store";
import { countTabs, type TabCounts } from "./counts";
import { queuePage } from "./page";
import { parseView } from "./view";

const record = (id: string, minute: number) =>
  ({
    submission_id: id,
    created_at: new Date(Date.parse("2026-05-01T00:00:00.000Z") + minute * 60_000).toISOString(),
    data: {},
    kyc: { result: "pending" },
  }) as SubmissionRecord;

async function counts(me: string): Promise<TabCounts> {
  const result = await countTabs(parseView({}), me, { due: { hours: 24, redFlagHours: 8 }, now: Date.now() });
  if (result === "broad") throw new Error("no search here, so never broad");
  return result;
}

describe("held cases in the queue", () => {
  it("keeps a hold taken before the case was indexed, and more held cases than a query may bind", async () => {
    const ids = Array.from({ length: 1500 }, (_, i) => `h-${String(i).padStart(4, "0")}`);
    // Claimed before the sync indexed them: the index takes each holder as the row goes in.
    await createHold("h-early", "r-a", "r-a");
    await db().assignment.createMany({
      data: ids.map((submissionId) => ({ submissionId, holderId: "r-b", assignedById: "r-m" })),
    });
    await db().$transaction((tx) =>
      applyRecords(
        tx,
        ["h-early", "h-free", ...ids].map((id, i) => record(id, i)),
        new Date(),
      ),
    );

    expect((await queuePage(parseView({ view: "mine" }), "r-a")).rows.map((r) => r.id)).toEqual(["h-early"]);
    expect((await queuePage(parseView({ view: "unassigned" }), "r-a")).rows.map((r) => r.id)).toEqual([
      "h-free",
    ]);
    const seen = await counts("r-b");
    expect(seen.mine.count).toBe(1500);
    expect(seen.unassigned.count).toBe(1);
    expect(seen.needs.count).toBe(1502);

    // Released, then claimed: the index follows each write.
    await endHold("h-early");
    expect((await counts("r-a")).unassigned.count).toBe(2);
    await createHold("h-free", "r-a", "r-a");
    expect((await counts("r-a")).mine.count).toBe(1);
  });
});
