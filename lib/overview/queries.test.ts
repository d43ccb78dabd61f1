import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { applyRecords } from "../case-index/store";
import { fetchDecisionsPerDay, fetchDeletionsPerWeek, fetchQueueOverview } from "./queries";

describe("overview reads", () => {
  it("counts the whole queue in the case index, by status and AML status, with the backlog by age", async () => {
    const now = Date.parse("2026-05-10T12:00:00.000Z");
    const record = (id: string, result: string, hoursAgo: number, aml?: object) =>
      ({
        submission_id: id,
        created_at: new Date(now - hoursAgo * 3_600_000).toISOString(),
        data: {},
        kyc: { result },
        ...(aml ? { aml } : {}),
      }) as SubmissionRecord;
    await db().$transaction((tx) =>
      applyRecords(
        tx,
        [
          record("ov-1", "pending", 1, { currentstatus: "Red Flag", risk_level_summary: "High" }),
          record("ov-2", "pending", 30),
          record("ov-3", "approved", 200, { risk_level_summary: "Low" }),
        ],
        new Date(now),
      ),
    );
    const overview = await fetchQueueOverview(now);
    expect(overview.counts).toEqual({
      pending: { "Red Flag": 1, "not screened yet": 1 },
      approved: { "no match": 1 },
    });
    expect(overview.counted).toBe(3);
    expect(overview.triage.backlog.byAge).toEqual([1, 0, 1, 0, 0]);
    expect(overview.triage.aml).toEqual({ redFlag: 1, screened: 2, notScreened: 1 });
  });

  it("reads decisions per reviewer per day and deletions per week from the dashboard's tables", async () => {
    const reviewer = await createAccount("reviewer");
    const now = new Date();
    await db().decision.createMany({
      data: [0, 0, 1].map((daysAgo) => ({
        submissionId: `s-${daysAgo}-${Math.random()}`,
        outcome: "approved",
        reasonCode: "documents_ok",
        reviewerId: reviewer.id,
        reviewerEmail: reviewer.email,
        upstream: "recorded_only",
        createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
      })),
    });
    const decisions = await fetchDecisionsPerDay(14, now);
    expect(decisions.x).toHaveLength(14);
    expect(decisions.values[reviewer.email]!.slice(-2)).toEqual([1, 2]);

    await db().deletionRequest.create({
      data: {
        submissionId: "s-del",
        reason: "erasure",
        status: "deleted",
        requestedById: reviewer.id,
        requestedByEmail: reviewer.email,
        requestedAt: now,
        completedAt: now,
      },
    });
    const deletions = await fetchDeletionsPerWeek(12, now);
    expect(deletions.x).toHaveLength(12);
    expect(deletions.values.requested!.at(-1)).toBeGreaterThanOrEqual(1);
    expect(deletions.values.deleted!.at(-1)).toBeGreaterThanOrEqual(1);
  });
});
