import { describe, expect, it } from "vitest";
import { dueAt, dueWords, formatAge, formatSpan, isOverdue, type DueRule } from "./deadline";

const now = Date.parse("2026-03-02T12:00:00Z");
const rule: DueRule = { hours: 24, redFlagHours: 4 };
const open = (createdAt: string, redFlag = false) => ({ createdAt, redFlag, open: true });

describe("due time and overdue", () => {
  it("gives a red flag the shorter deadline", () => {
    expect(new Date(dueAt(open("2026-03-02T00:00:00Z"), rule)).toISOString()).toBe(
      "2026-03-03T00:00:00.000Z",
    );
    expect(new Date(dueAt(open("2026-03-02T00:00:00Z", true), rule)).toISOString()).toBe(
      "2026-03-02T04:00:00.000Z",
    );
  });

  it("marks an open case overdue once its deadline has passed", () => {
    expect(isOverdue(open("2026-03-01T11:59:00Z"), rule, now)).toBe(true);
    expect(isOverdue(open("2026-03-01T12:01:00Z"), rule, now)).toBe(false);
    // The same arrival is late as a red flag.
    expect(isOverdue(open("2026-03-02T07:59:00Z", true), rule, now)).toBe(true);
    expect(isOverdue(open("2026-03-02T07:59:00Z"), rule, now)).toBe(false);
  });

  it("never marks a decided or incomplete case late", () => {
    expect(isOverdue({ createdAt: "2026-02-01T00:00:00Z", redFlag: true, open: false }, rule, now)).toBe(
      false,
    );
  });

  it("says the time left or the lateness in plain words", () => {
    expect(dueWords(open("2026-03-02T07:00:00Z"), rule, now)).toBe("in 19 h");
    expect(dueWords(open("2026-03-02T07:00:00Z", true), rule, now)).toBe("overdue by 1 h");
    expect(dueWords(open("2026-02-25T12:00:00Z"), rule, now)).toBe("overdue by 4 d");
  });

  it("says the age in plain words", () => {
    expect(formatAge("2026-03-02T11:15:00Z", now)).toBe("45 min");
    expect(formatAge("2026-03-02T07:00:00Z", now)).toBe("5 h");
    expect(formatAge("2026-02-27T12:00:00Z", now)).toBe("3 d");
  });
});

describe("spans and deadlines in another language's words", () => {
  const korean = {
    minutes: (n: number) => `${n}분`,
    hours: (n: number) => `${n}시간`,
    days: (n: number) => `${n}일`,
    dueIn: (span: string) => `${span} 남음`,
    overdueBy: (span: string) => `${span} 초과`,
  };
  it("writes each unit and the deadline's standing with the words given", () => {
    expect(formatSpan(45 * 60_000, korean)).toBe("45분");
    expect(formatSpan(5 * 3_600_000, korean)).toBe("5시간");
    expect(formatSpan(72 * 3_600_000, korean)).toBe("3일");
    const created = "2026-11-23T00:00:00Z";
    const at = Date.parse("2026-11-23T19:00:00Z");
    expect(dueWords({ createdAt: created, redFlag: false, open: true }, rule, at, korean)).toBe("5시간 남음");
    expect(dueWords({ createdAt: created, redFlag: true, open: true }, rule, at, korean)).toBe("15시간 초과");
  });
});
