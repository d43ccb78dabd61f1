import { describe, expect, it } from "vitest";
import type { SubmissionRow } from "./rows";
import { sortRows as sortWith } from "./sort";
import type { Sort, Tab } from "./view";

const row = (id: string, createdAt: string, amlStatus: string | null = null, name: string | null = id) =>
  ({ id, createdAt, name, status: "pending", amlStatus, email: null, holder: null }) as SubmissionRow;

const rows = [
  row("new", "2026-03-03T00:00:00Z"),
  row("old", "2026-03-01T00:00:00Z"),
  row("flagged", "2026-03-02T00:00:00Z", "Red Flag"),
];
const ids = (r: SubmissionRow[]) => r.map((x) => x.id);
const rule = { hours: 48, redFlagHours: 4 };
const sortRows = (r: readonly SubmissionRow[], sort: Sort, tab: Tab) => sortWith(r, sort, tab, rule);

describe("sorting the loaded rows", () => {
  it("puts red flags first, then the oldest, by default in Needs decision", () => {
    expect(ids(sortRows(rows, { column: "created", desc: false }, "needs"))).toEqual([
      "flagged",
      "old",
      "new",
    ]);
  });

  it("sorts by the chosen column elsewhere, either way", () => {
    expect(ids(sortRows(rows, { column: "created", desc: true }, "all"))).toEqual(["new", "flagged", "old"]);
    expect(ids(sortRows(rows, { column: "name", desc: false }, "needs"))).toEqual(["flagged", "new", "old"]);
    expect(ids(sortRows(rows, { column: "name", desc: true }, "all"))).toEqual(["old", "new", "flagged"]);
  });

  it("sorts by due time: a red flag's shorter deadline counts, closed cases last", () => {
    const closed = { ...row("closed", "2026-02-01T00:00:00Z"), status: "approved" };
    // Due: flagged 03-02 04:00, old 03-03 00:00, new 03-05 00:00.
    expect(ids(sortWith([...rows, closed], { column: "due", desc: false }, "all", rule))).toEqual([
      "flagged",
      "old",
      "new",
      "closed",
    ]);
    const later = { hours: 48, redFlagHours: 48 };
    expect(ids(sortWith(rows, { column: "due", desc: false }, "all", later))).toEqual([
      "old",
      "flagged",
      "new",
    ]);
  });
});
