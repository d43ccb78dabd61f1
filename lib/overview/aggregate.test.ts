import { describe, expect, it } from "vitest";
import { decisionsPerReviewerPerDay, deletionsPerWeek, lastWeeks, utcDays, weekOf } from "./aggregate";

describe("overview aggregation", () => {
  it("puts decisions on their reviewer's UTC day, and ignores those outside the days shown", () => {
    const days = utcDays(new Date("2026-11-20T15:00:00Z"), new Date("2026-11-22T01:00:00Z"));
    expect(days).toEqual(["2026-11-20", "2026-11-21", "2026-11-22"]);
    const series = decisionsPerReviewerPerDay(
      [
        { reviewerEmail: "a@x.test", createdAt: new Date("2026-11-20T23:59:59Z") },
        { reviewerEmail: "a@x.test", createdAt: new Date("2026-11-21T00:00:00Z") },
        { reviewerEmail: "b@x.test", createdAt: new Date("2026-11-22T10:00:00Z") },
        { reviewerEmail: "b@x.test", createdAt: new Date("2026-11-19T10:00:00Z") },
      ],
      days,
    );
    expect(series.values).toEqual({ "a@x.test": [1, 1, 0], "b@x.test": [0, 0, 1] });
  });

  it("counts deletions requested and carried out per Monday-based UTC week", () => {
    expect(weekOf(new Date("2026-11-23T10:00:00Z"))).toBe("2026-11-23"); // a Monday
    expect(weekOf(new Date("2026-11-22T23:00:00Z"))).toBe("2026-11-16"); // the Sunday before
    const weeks = lastWeeks(new Date("2026-11-25T00:00:00Z"), 3);
    expect(weeks).toEqual(["2026-11-09", "2026-11-16", "2026-11-23"]);
    const series = deletionsPerWeek(
      [
        {
          requestedAt: new Date("2026-11-20T00:00:00Z"),
          completedAt: new Date("2026-11-24T00:00:00Z"),
          status: "deleted",
        },
        { requestedAt: new Date("2026-11-10T00:00:00Z"), completedAt: null, status: "requested" },
        {
          requestedAt: new Date("2026-11-11T00:00:00Z"),
          completedAt: new Date("2026-11-11T00:01:00Z"),
          status: "rejected",
        },
      ],
      weeks,
    );
    expect(series.values).toEqual({ requested: [2, 1, 0], deleted: [0, 0, 1] });
  });
});
