import { describe, expect, it } from "vitest";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { addToTriage, emptyTriage, medianHoursToDecision } from "./triage";

const now = Date.parse("2026-03-10T12:00:00Z");
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
const record = (id: string, h: number, result: string, aml?: string) =>
  ({
    submission_id: id,
    created_at: hoursAgo(h),
    data: {},
    kyc: { result },
    ...(aml ? { aml: { currentstatus: aml } } : {}),
  }) as unknown as SubmissionRecord;

describe("triage figures", () => {
  it("puts open cases in age buckets, counts the overdue, leaves decided ones out", () => {
    const triage = emptyTriage();
    const records = [
      record("a", 1, "pending", "Red Flag"),
      record("b", 30, "pending", "Not Screened"),
      record("c", 200, "pending"),
      record("d", 30, "pending"), // decided here
      record("e", 5, "incomplete"),
    ];
    addToTriage(triage, records, new Set(["d"]), { now, deadlineHours: 24 });
    expect(triage.backlog).toEqual({ byAge: [1, 0, 1, 0, 1], overdue: 2 });
    expect(triage.aml).toEqual({ redFlag: 1, screened: 2, notScreened: 3 });
    expect(triage.createdOfDecided.get("d")).toBe(hoursAgo(30));
  });

  it("takes the median over the first decision of each submission it knows the age of", () => {
    const created = new Map([
      ["a", hoursAgo(10)],
      ["b", hoursAgo(4)],
    ]);
    const at = (h: number) => new Date(now - h * 3_600_000);
    const result = medianHoursToDecision(
      [
        { submissionId: "a", createdAt: at(8) }, // 2 h
        { submissionId: "a", createdAt: at(1) }, // a later one: not counted
        { submissionId: "b", createdAt: at(0) }, // 4 h
        { submissionId: "unknown", createdAt: at(0) },
      ],
      created,
    );
    expect(result).toEqual({ hours: 3, measured: 2 });
  });
});
