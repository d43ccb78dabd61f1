import { describe, expect, it } from "vitest";
import { medianHoursToDecision } from "./triage";

const now = Date.parse("2026-03-10T12:00:00Z");
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

describe("triage figures", () => {
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
