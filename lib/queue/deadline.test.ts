import { describe, expect, it } from "vitest";
import { formatAge, isOverdue } from "./deadline";

const now = Date.parse("2026-03-02T12:00:00Z");

describe("age and review deadline", () => {
  it("marks an open case overdue once the deadline has passed", () => {
    expect(isOverdue("2026-03-01T11:59:00Z", true, 24, now)).toBe(true);
    expect(isOverdue("2026-03-01T12:01:00Z", true, 24, now)).toBe(false);
    expect(isOverdue("2026-02-01T00:00:00Z", false, 24, now)).toBe(false);
  });

  it("says the age in plain words", () => {
    expect(formatAge("2026-03-02T11:15:00Z", now)).toBe("45 min");
    expect(formatAge("2026-03-02T07:00:00Z", now)).toBe("5 h");
    expect(formatAge("2026-02-27T12:00:00Z", now)).toBe("3 d");
  });
});
