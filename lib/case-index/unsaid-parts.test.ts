// A list item carries less than a record read whole (no attempts, no AML part): applying it
// after the whole record must leave the row as the fuller read stored it, not flip it back
// and forth each round (every round rewrote the newest open cases before).
import { describe, expect, it } from "vitest";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { db } from "@/lib/db";
import { applyRecords } from "./store";

const whole = {
  submission_id: "unsaid-1",
  created_at: "2026-05-01T00:00:00.000Z",
  data: { name: "Unsaid Parts" },
  kyc: { result: "pending", attempts: [{ attempt: 1 }] },
  aml: { currentstatus: "Red Flag", risk_level_summary: "High", changed_at: "2026-05-01T00:10:00.000Z" },
} as unknown as SubmissionRecord;
const listItem = { ...whole, kyc: { result: "pending" }, aml: undefined } as unknown as SubmissionRecord;

const apply = (record: SubmissionRecord) => db().$transaction((tx) => applyRecords(tx, [record], new Date()));
const row = () => db().indexedSubmission.findUniqueOrThrow({ where: { submissionId: "unsaid-1" } });

describe("a record that leaves parts unsaid", () => {
  it("keeps what a whole read stored, and counts as unchanged", async () => {
    await apply(whole);
    const stored = await row();
    expect(stored).toMatchObject({ attempts: 1, amlStatus: "Red Flag", riskLevel: "High", redFlag: true });
    expect(await apply(listItem)).toMatchObject({ added: 0, changed: 0 });
    expect(await row()).toMatchObject({
      attempts: 1,
      amlStatus: "Red Flag",
      riskLevel: "High",
      redFlag: true,
      amlChangedAt: stored.amlChangedAt,
    });
    // What a record does say still wins: a status change is applied.
    expect(await apply({ ...listItem, kyc: { result: "rejected" } } as SubmissionRecord)).toMatchObject({
      changed: 1,
    });
    expect(await row()).toMatchObject({ status: "rejected", riskLevel: "High" });
    // A whole read without the AML change time (the list carries it) keeps the stored one.
    const withoutTime = { ...whole, aml: { currentstatus: "Red Flag", risk_level_summary: "High" } };
    expect(await apply(withoutTime as unknown as SubmissionRecord)).toMatchObject({ changed: 1 });
    expect((await row()).amlChangedAt).toEqual(stored.amlChangedAt);
  });
});
