import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { createSubmissionViaStep1 } from "@/tests/support/submissions";
import { fetchDecisionsPerDay, fetchDeletionsPerWeek, fetchQueueOverview } from "./queries";

describe("overview reads", () => {
  it("counts the queue by paging the real KYC service, and says when a cap stopped it", async () => {
    await createSubmissionViaStep1();
    await createSubmissionViaStep1();
    const all = await fetchQueueOverview();
    expect(all.complete).toBe(true);
    const total = Object.values(all.counts)
      .flatMap((byAml) => Object.values(byAml))
      .reduce((a, b) => a + b, 0);
    expect(total).toBe(all.counted);
    expect(all.counted).toBeGreaterThanOrEqual(2);
    const capped = await fetchQueueOverview(1);
    // One page of up to 2,000 is read before the cap is checked. (Other test files share the
    // service and may add or delete submissions between the two reads.)
    expect(capped.counted).toBeGreaterThanOrEqual(2);
    expect(capped.counted).toBeLessThanOrEqual(2000);
    expect(capped.complete).toBe(all.counted < 2000);
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
