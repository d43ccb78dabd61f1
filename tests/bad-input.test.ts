// Bad input that used to reach a server error gets a clear refusal naming what to fix:
// a nextpage_date outside years 0-9999, an inherited property name as a reason code.
import { describe, expect, it } from "vitest";
import { parseListQuery } from "@/kyc-service/domain/submission-query";
import { DecisionInput } from "@/lib/decisions/reasons";

describe("bad input is refused with a message, never a crash", () => {
  it("nextpage_date outside years 0-9999 is a 400 naming the parameter", () => {
    for (const date of ["+010000-01-01T00:00:00.000Z", "-000001-01-01T00:00:00.000Z", "not-a-date"]) {
      let refused: unknown;
      try {
        parseListQuery({ nextpage_id: "x", nextpage_date: date });
      } catch (error) {
        refused = error;
      }
      expect(refused, date).toMatchObject({
        statusCode: 400,
        message: expect.stringMatching(/nextpage_date/),
      });
    }
    expect(
      parseListQuery({ nextpage_id: "x", nextpage_date: "2026-11-23T00:00:00.000Z" }).after,
    ).toBeTruthy();
  });

  it("a reason code that is an inherited property name (constructor, __proto__) is not a reason", () => {
    for (const reasonCode of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const parsed = DecisionInput.safeParse({
        submissionId: "s",
        outcome: "rejected",
        reasonCode,
        note: "x",
      });
      expect(parsed.success, reasonCode).toBe(false);
    }
  });
});
