import { describe, expect, it } from "vitest";
import type { SubmissionRow } from "./rows";
import { sortRows } from "./sort";

const row = (id: string, createdAt: string, amlStatus: string | null = null, name: string | null = id) =>
  ({ id, createdAt, name, status: "pending", amlStatus, email: null, holder: null }) as SubmissionRow;

const rows = [
  row("new", "2026-03-03T00:00:00Z"),
  row("old", "2026-03-01T00:00:00Z"),
  row("flagged", "2026-03-02T00:00:00Z", "Red Flag"),
];
const ids = (r: SubmissionRow[]) => r.map((x) => x.id);

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
});
