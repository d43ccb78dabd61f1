// A deletion interrupted by a crash, staged as the crash leaves it (the row committed
// "executing" and its approval on record, the upstream DELETE done or not), then settled by
// the reconciler against the real KYC service; and the requester alone cannot finish one.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { kyc } from "@/lib/kyc/connection";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { createSubmissionViaStep1 } from "@/tests/support/submissions";
import { requestDeletion, resolveDeletion, retryDeletion } from "./actions";
import { reconcileDeletions } from "./reconcile";

async function interrupted(deleteUpstream: boolean) {
  const submissionId = await createSubmissionViaStep1();
  const requester = await createAccount("manager");
  const approver = await createAccount("manager");
  await inRequestAs(requester);
  const requested = await requestDeletion({ submissionId, reason: "applicant asked for erasure" });
  const deletionId = requested.ok ? requested.data.deletionId : "";
  await db().deletionRequest.update({
    where: { id: deletionId },
    data: {
      status: "executing",
      lastAttemptAt: new Date(Date.now() - 10 * 60_000),
      attempts: 1,
      decidedById: approver.id,
      decidedByEmail: approver.email,
    },
  });
  if (deleteUpstream) await kyc().deleteSubmission(submissionId);
  return { submissionId, deletionId, requester, approver };
}

describe("reconciling deletions left in flight", () => {
  it("a deletion done upstream before the crash is recorded as deleted, naming the approver", async () => {
    const { submissionId, deletionId, approver } = await interrupted(true);
    expect(await reconcileDeletions()).toBeGreaterThanOrEqual(1);
    expect(await db().deletionRequest.findUniqueOrThrow({ where: { id: deletionId } })).toMatchObject({
      status: "deleted",
    });
    const event = await db().auditEvent.findFirstOrThrow({
      where: { action: "deletion.reconcile", targetId: submissionId },
    });
    expect(JSON.parse(event.detail!)).toMatchObject({ result: "deleted", approvedById: approver.id });
    expect(await reconcileDeletions()).toBe(0); // settled once
  });

  it("one interrupted before the DELETE is failed and retryable, but never by the requester", async () => {
    const { submissionId, deletionId, requester } = await interrupted(false);
    await reconcileDeletions();
    expect(await db().deletionRequest.findUniqueOrThrow({ where: { id: deletionId } })).toMatchObject({
      status: "failed",
    });
    await inRequestAs(requester);
    for (const attempt of [retryDeletion, resolveDeletion])
      expect(await attempt({ deletionId })).toMatchObject({
        ok: false,
        error: expect.stringMatching(/different manager/),
      });
    expect(await kyc().getSubmission(submissionId)).not.toBeNull();
    await inRequestAs(await createAccount("admin"));
    expect(await retryDeletion({ deletionId })).toEqual({ ok: true, data: { status: "deleted" } });
    const log = await db().auditEvent.findMany({
      where: { targetId: submissionId, outcome: "success" },
      orderBy: { seq: "asc" },
    });
    expect(log.map((e) => e.action)).toEqual([
      "deletion.request",
      "deletion.reconcile",
      "deletion.retry",
      "deletion.execute",
      "deletion.receipt",
    ]);
  });
});
