import { describe, expect, it } from "vitest";
import { decodeScanEvent, encodeScanEvent, rowColumns, type ScanEvent, type SubmissionRow } from "./rows";

const row = (n: number): SubmissionRow => ({
  id: `sub-${n}`,
  createdAt: `2026-01-0${n}T00:00:00.000Z`,
  name: `Name ${n} "quoted", 김민준`,
  nationality: "KOR",
  idType: "passport",
  status: "pending",
  amlStatus: n % 2 ? "red_flag" : null,
  riskLevel: n % 2 ? "high" : null,
  attempts: n,
  email: `applicant${n}@example.com`,
  userid: null,
  holder: n % 2 ? "Kim Reviewer" : null,
  holderId: n % 2 ? "reviewer-1" : null,
  decidedAt: n % 2 ? null : `2026-01-0${n}T10:00:00.000Z`,
  duplicate: n % 2 ? "escalated" : null,
});

describe("the queue stream's wire format", () => {
  it("gives back every field of every row, and every other event as it was", () => {
    const events: ScanEvent[] = [
      { type: "progress", scanned: 2000, matched: 2, rows: [row(1), row(2)] },
      { type: "progress", scanned: 4000, matched: 2, rows: [] },
      { type: "end", scanned: 4000, matched: 2, next: "cursor", stop: "page_full" },
      { type: "error", message: "The KYC service refused the dashboard's API key." },
    ];
    for (const event of events) expect(decodeScanEvent(encodeScanEvent(event))).toEqual(event);
  });

  it("names every field of a row once, in the column list, not in each row", () => {
    expect([...rowColumns].sort()).toEqual(Object.keys(row(1)).sort());
    const line = encodeScanEvent({ type: "progress", scanned: 2, matched: 2, rows: [row(1), row(2)] });
    expect(line.split('"createdAt"').length - 1).toBe(1);
    expect(line).not.toContain("\n");
  });

  it("rebuilds rows by the names a line carries, so a reordered column list still reads right", () => {
    const line = JSON.stringify({
      type: "progress",
      scanned: 1,
      matched: 1,
      columns: ["status", "id"],
      rows: [["approved", "sub-9"]],
    });
    expect(decodeScanEvent(line)).toEqual({
      type: "progress",
      scanned: 1,
      matched: 1,
      rows: [{ status: "approved", id: "sub-9" }],
    });
  });
});
