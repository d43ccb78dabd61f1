import { describe, expect, it } from "vitest";
import { english, sayMessage } from "../actions/message";
import { deletionPendingText, deletionRefusal } from "./deletion-rule";

const pending = { requestedByEmail: "reviewer@bank.test", requestedAt: new Date("2026-11-26T09:30:00Z") };

describe("the rule of a case whose deletion is pending", () => {
  it("refuses approval, naming who asked and when, and how to go on", () => {
    const refusal = sayMessage(english, deletionRefusal("approved", pending)!);
    expect(refusal).toMatch(/^Approval refused: reviewer@bank\.test asked for this case to be deleted/);
    expect(refusal).toContain("2026-11-26 09:30 UTC");
    expect(refusal).toContain("Reject the case");
  });
  it("leaves rejection open, and approval once nothing is pending", () => {
    expect(deletionRefusal("rejected", pending)).toBeNull();
    expect(deletionRefusal("approved", null)).toBeNull();
    expect(deletionPendingText(null)).toBeNull();
    expect(deletionPendingText(pending)).toBe(sayMessage(english, deletionRefusal("approved", pending)!));
  });
});
