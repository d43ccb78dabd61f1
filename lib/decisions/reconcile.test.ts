// Decisions interrupted between the intent and the service's answer, staged as a crash
// leaves them (a pending row older than any review call), settled against the real service.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { serviceDb } from "@/tests/support/kyc-service";
import { reconcileDecisions } from "./reconcile";

async function interruptedDecision(serviceResult: string) {
  const submissionId = `reconcile-${randomUUID()}`;
  await (
    await serviceDb()
  ).submission.create({
    data: {
      id: submissionId,
      projectId: "demo-project",
      email: "r@example.com",
      idType: "passport",
      issuingCountry: "KOR",
      name: "Rhea Conciled",
      kycResult: serviceResult,
    },
  });
  const reviewer = await createAccount("reviewer");
  const decision = await db().decision.create({
    data: {
      submissionId,
      outcome: "approved",
      reasonCode: "documents_verified",
      reviewerId: reviewer.id,
      reviewerEmail: reviewer.email,
      upstream: "pending",
      createdAt: new Date(Date.now() - 10 * 60_000),
    },
  });
  return decision;
}

describe("reconciling decisions left pending", () => {
  it("one the service applied before the crash becomes applied, once, with an audit event", async () => {
    const decision = await interruptedDecision("approved");
    await reconcileDecisions();
    expect(await db().decision.findUniqueOrThrow({ where: { id: decision.id } })).toMatchObject({
      upstream: "applied",
      upstreamResult: "approved",
    });
    const events = await db().auditEvent.findMany({
      where: { action: "decision.reconcile", targetId: decision.submissionId },
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: "success", actorId: null });
    await reconcileDecisions();
    expect(
      await db().auditEvent.count({
        where: { action: "decision.reconcile", targetId: decision.submissionId },
      }),
    ).toBe(1);
  });

  it("one the service never received is marked not applied, saying what the service shows", async () => {
    const decision = await interruptedDecision("pending");
    await reconcileDecisions();
    expect(await db().decision.findUniqueOrThrow({ where: { id: decision.id } })).toMatchObject({
      upstream: "not_applied",
      upstreamResult: "pending",
    });
    const event = await db().auditEvent.findFirstOrThrow({
      where: { action: "decision.reconcile", targetId: decision.submissionId },
    });
    expect(event).toMatchObject({ outcome: "failure", reason: expect.stringMatching(/shows pending/) });
  });
});
