import { describe, expect, it } from "vitest";
import { QueueFields } from "./input";

const form = {
  name: " High risk ",
  deadlineUnit: "business_hours",
  deadlineAmount: "4",
  capPerMember: "3",
  graceHours: "24",
};

describe("a queue's form", () => {
  it("reads no escalation queue as null, whether left out or sent empty ('None')", () => {
    expect(QueueFields.parse(form).escalationQueueId).toBeNull();
    expect(QueueFields.parse({ ...form, escalationQueueId: "" }).escalationQueueId).toBeNull();
    expect(QueueFields.parse({ ...form, escalationQueueId: " q1 " }).escalationQueueId).toBe("q1");
  });

  it("reads the checkbox and the numbers, and trims the name", () => {
    expect(QueueFields.parse({ ...form, autoAssign: "on" })).toMatchObject({
      name: "High risk",
      autoAssign: true,
      capPerMember: 3,
      deadlineAmount: 4,
      graceHours: 24,
    });
    expect(QueueFields.parse(form).autoAssign).toBe(false);
  });

  it("refuses a cap of 0 with auto-assignment on, at the cap", () => {
    const parsed = QueueFields.safeParse({ ...form, autoAssign: "on", capPerMember: "0" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["capPerMember", "validation.queueCapZero"],
    ]);
    expect(QueueFields.safeParse({ ...form, capPerMember: "0" }).success).toBe(true);
  });

  it("refuses a deadline below 1, a fraction, and a grace period over 720 hours", () => {
    for (const bad of [
      { deadlineAmount: "0" },
      { deadlineAmount: "1.5" },
      { graceHours: "721" },
      { name: "  " },
    ])
      expect(QueueFields.safeParse({ ...form, ...bad }).success).toBe(false);
  });
});
