import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { kyc } from "@/lib/kyc/connection";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { statedText } from "@/tests/support/stated-text";
import { serviceDb } from "@/tests/support/kyc-service";
import { createSubmissionViaStep1 } from "@/tests/support/submissions";
import { approveDeletion, rejectDeletion, requestDeletion, resolveDeletion, retryDeletion } from "./actions";
import { fetchDeletionsForEmail } from "./queries";

const events = (target: string) =>
  db().auditEvent.findMany({ where: { targetId: target }, orderBy: { seq: "asc" } });

describe("four-eyes deletion against the real KYC service", () => {
  it("reviewer requests, a different manager approves once they confirm they checked the applicant, the submission is gone, the log says who and when", async () => {
    const email = `applicant-${Date.now()}@example.com`;
    const submissionId = await createSubmissionViaStep1({ email });
    const reviewer = await createAccount("reviewer");
    const requester = await createAccount("manager");
    const approver = await createAccount("manager");

    await inRequestAs(reviewer);
    const requested = await requestDeletion({ submissionId, reason: "applicant asked for erasure" });
    expect(requested).toMatchObject({ ok: true });
    const deletionId = requested.ok ? requested.data.deletionId : "";
    expect(await requestDeletion({ submissionId, reason: "twice" })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/already under way/),
    });
    expect(await approveDeletion({ deletionId, checked: "yes" })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/role/),
    });

    // A manager's own request needs someone else.
    await inRequestAs(requester);
    const own = await requestDeletion({
      submissionId: await createSubmissionViaStep1(),
      reason: "test data",
    });
    const ownId = own.ok ? own.data.deletionId : "";
    expect(
      await approveDeletion({
        deletionId: ownId,
        checked: "yes",
      }),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/different manager/) });

    await inRequestAs(approver);
    // Without the approver's confirmation that they checked the case, nothing is deleted.
    for (const unchecked of [{ deletionId }, { deletionId, checked: "no" }])
      expect(await approveDeletion(unchecked)).toMatchObject({
        ok: false,
        fieldErrors: { checked: [expect.stringMatching(/right applicant/)] },
      });
    expect(await db().deletionRequest.findUniqueOrThrow({ where: { id: deletionId } })).toMatchObject({
      status: "requested",
    });
    expect(await approveDeletion({ deletionId, checked: "yes" })).toEqual({
      ok: true,
      data: { status: "deleted" },
    });
    expect(await kyc().getSubmission(submissionId)).toBeNull();
    // The service was told who deleted it: the approving manager's display name (admin_name).
    const kept = await (await serviceDb()).deletedSubmission.findUniqueOrThrow({ where: { submissionId } });
    expect(kept.adminName).toBe("Test manager");

    const row = await db().deletionRequest.findUniqueOrThrow({ where: { id: deletionId } });
    expect(row).toMatchObject({
      status: "deleted",
      requestedById: reviewer.id,
      decidedById: approver.id,
      attempts: 1,
    });
    expect(row.emailHmac).toMatch(/^[0-9a-f]{64}$/);
    expect((await fetchDeletionsForEmail(email.toUpperCase())).map((d) => d.submissionId)).toEqual([
      submissionId,
    ]);

    const log = await events(submissionId);
    expect(log.filter((e) => e.outcome === "success").map((e) => [e.action, e.actorEmail])).toEqual([
      ["deletion.request", reviewer.email],
      ["deletion.approve", approver.email],
      ["deletion.execute", approver.email],
      ["deletion.receipt", approver.email],
    ]);
    // The reason was kept outside the chain and erased with the case; the event keeps its hash.
    expect(await statedText(log[0]!)).toEqual({ kind: "erased" });
    expect(log[0]!.statedReason).toMatch(/^text:\w+:hmac-sha256:[0-9a-f]{64}$/);
    // No applicant e-mail anywhere in the log.
    const all = JSON.stringify(await db().auditEvent.findMany());
    expect(all).not.toContain(email);
  });

  it("an interrupted deletion shows as unknown, is resolved by asking the service, and can be retried", async () => {
    const submissionId = await createSubmissionViaStep1();
    await inRequestAs(await createAccount("reviewer"));
    const requested = await requestDeletion({ submissionId, reason: "duplicate upload" });
    const deletionId = requested.ok ? requested.data.deletionId : "";
    // The state a crash between the committed intent and the upstream answer leaves behind.
    await db().deletionRequest.update({
      where: { id: deletionId },
      data: { status: "executing", lastAttemptAt: new Date(Date.now() - 10 * 60_000), attempts: 1 },
    });

    // Never approved: nobody can finish it by resolving or retrying.
    await inRequestAs(await createAccount("manager"));
    expect(await resolveDeletion({ deletionId })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/never approved/),
    });
    await db().deletionRequest.update({
      where: { id: deletionId },
      data: { decidedById: "someone-else", decidedByEmail: "someone@example.com" },
    });
    expect(await resolveDeletion({ deletionId })).toEqual({ ok: true, data: { status: "failed" } }); // still there
    expect(await retryDeletion({ deletionId })).toEqual({ ok: true, data: { status: "deleted" } });
    expect(await kyc().getSubmission(submissionId)).toBeNull();
    expect(await db().deletionRequest.findUniqueOrThrow({ where: { id: deletionId } })).toMatchObject({
      status: "deleted",
      attempts: 2,
    });
    expect(await retryDeletion({ deletionId })).toMatchObject({ ok: false });
  });

  it("refuses a submission the service does not have, and a reason too short; a manager can reject", async () => {
    await inRequestAs(await createAccount("reviewer"));
    expect(await requestDeletion({ submissionId: "no-such-submission", reason: "cleanup" })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/No submission/),
    });
    expect(await requestDeletion({ submissionId: "x", reason: "no" })).toMatchObject({
      ok: false,
      fieldErrors: { reason: [expect.any(String)] },
    });
    const submissionId = await createSubmissionViaStep1();
    const requested = await requestDeletion({ submissionId, reason: "mistaken request" });
    const deletionId = requested.ok ? requested.data.deletionId : "";
    await inRequestAs(await createAccount("admin"));
    expect(await rejectDeletion({ deletionId, reason: "needed for the investigation" })).toMatchObject({
      ok: true,
    });
    expect(await kyc().getSubmission(submissionId)).not.toBeNull();
  });
});
