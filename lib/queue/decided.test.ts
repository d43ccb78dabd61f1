// Decided lists the latest decisions first and pages by the last decision shown, whatever
// order the upstream keeps the submissions in.
import { describe, expect, it } from "vitest";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { decodeCursor } from "./cursor";
import { decidedLatestFirst } from "./decided";
import { toSubmissionRow, type ScanEvent } from "./rows";
import type { LocalState } from "./scan";
import { parseView } from "./view";

const record = (id: string, createdAt: string, name = "HONG GILDONG") =>
  ({
    submission_id: id,
    created_at: createdAt,
    data: { name },
    kyc: { result: "approved" },
  }) as SubmissionRecord;

// Submitted in one order, decided in another: "old" was submitted first but decided last.
const upstream = new Map([
  ["old", record("old", "2026-01-01T00:00:00.000Z")],
  ["mid", record("mid", "2026-02-01T00:00:00.000Z", "KIM MINJUN")],
  ["new", record("new", "2026-03-01T00:00:00.000Z")],
]);
const local: LocalState = {
  decided: new Map([
    ["old", "2026-03-05T12:00:00.000Z"],
    ["new", "2026-03-04T12:00:00.000Z"],
    ["mid", "2026-03-03T12:00:00.000Z"],
    ["gone", "2026-03-06T12:00:00.000Z"], // deleted upstream since
  ]),
  holders: new Map(),
};
const read = async (id: string) => upstream.get(id) ?? null;
const toRow = (r: SubmissionRecord) => toSubmissionRow(r, { decidedAt: local.decided.get(r.submission_id) });

async function page(query: string) {
  const events: ScanEvent[] = [];
  for await (const event of decidedLatestFirst(parseView(new URLSearchParams(query)), local, toRow, read))
    events.push(event);
  const rows = events.flatMap((e) => (e.type === "progress" ? e.rows : []));
  const end = events.at(-1);
  if (end?.type !== "end") throw new Error("no end event");
  return { ids: rows.map((r) => r.id), end };
}

describe("the Decided view", () => {
  it("lists the latest decision first, passing over cases the upstream no longer has", async () => {
    const { ids, end } = await page("view=decided");
    expect(ids).toEqual(["old", "new", "mid"]);
    expect(end).toMatchObject({ scanned: 4, matched: 3, next: null, stop: "end_of_data" });
  });

  it("continues after the last decision shown, without repeating one", async () => {
    // The smallest page is 50, so page through a longer list of decisions.
    const many: LocalState = {
      decided: new Map(
        Array.from({ length: 60 }, (_, i) => [`s${i}`, new Date(Date.UTC(2026, 0, 1, i)).toISOString()]),
      ),
      holders: new Map(),
    };
    const readAny = async (id: string) => record(id, "2026-01-01T00:00:00.000Z");
    const seen: string[] = [];
    let query = "view=decided";
    for (let round = 0; round < 3; round++) {
      const events: ScanEvent[] = [];
      for await (const e of decidedLatestFirst(
        parseView(new URLSearchParams(query)),
        many,
        toSubmissionRow,
        readAny,
      ))
        events.push(e);
      seen.push(...events.flatMap((e) => (e.type === "progress" ? e.rows.map((r) => r.id) : [])));
      const end = events.at(-1);
      if (end?.type !== "end" || !end.next) break;
      expect(decodeCursor(end.next).id).toBe(seen.at(-1));
      query = `view=decided&at=${end.next}`;
    }
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    expect(seen[0]).toBe("s59");
    expect(seen.at(-1)).toBe("s0");
  });

  it("applies the view's other filters to the cases it reads", async () => {
    const { ids } = await page("view=decided&q=minjun");
    expect(ids).toEqual(["mid"]);
  });
});
