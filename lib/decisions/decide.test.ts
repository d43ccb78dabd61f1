// Decisions against the real service's review (the vendor's POST /v3/submission/review),
// through the real server action
// (next/cache's revalidatePath stands in: it needs a Next.js request, absent in Vitest).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { statedText } from "@/tests/support/stated-text";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { decide } from "./decide";

const { recordDecisionAction } = await import("@/lib/decisions/actions");

async function pendingSubmission(result = "pending") {
  const id = `decide-${randomUUID()}`;
  const sdb = await serviceDb();
  await sdb.submission.create({
    data: {
      id,
      projectId: "demo-project",
      email: "d@example.com",
      idType: "passport",
      issuingCountry: "KOR",
      name: "Dee Cision",
      kycResult: result,
    },
  });
  return id;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("recording a decision", () => {
  it("applies it upstream in the vendor's shape (reason and the chosen comment -> rejectComment, reviewer -> admin), keeping the note here", async () => {
    const reviewer = await createAccount("reviewer");
    await inRequestAs(reviewer);
    const id = await pendingSubmission();
    const result = await recordDecisionAction(
      null,
      form({
        submissionId: id,
        outcome: "rejected",
        reasonCode: "face_mismatch",
        note: "Different chin",
        rejectionComment: "The selfie does not match the ID photo",
      }),
    );
    // The decision's signed case record (lib/evidence/), named with its hashes.
    const caseRecord = {
      id: expect.any(String),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      redactedSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    };
    expect(result).toEqual({ ok: true, data: { id: expect.any(String), upstream: "applied", caseRecord } });
    const upstream = await testClient().getSubmission(id);
    expect(upstream?.kyc).toMatchObject({
      result: "rejected",
      comment: ["Selfie does not match the ID photo: The selfie does not match the ID photo"],
    });
    // admin is the reviewer's display name (KYC_ADMIN_DISPLAY_NAME, by default the account's name).
    const row = await (await serviceDb()).submission.findUniqueOrThrow({ where: { id } });
    expect(row.reviewedBy).toBe("Test reviewer");
    expect(await db().decision.findMany({ where: { submissionId: id } })).toMatchObject([
      {
        outcome: "rejected",
        reasonCode: "face_mismatch",
        reviewerId: reviewer.id,
        note: "Different chin",
        upstream: "applied",
        upstreamResult: "rejected",
      },
    ]);
    const event = await db().auditEvent.findFirstOrThrow({
      where: { action: "decision.record", targetId: id },
    });
    expect(event).toMatchObject({ outcome: "success", actorId: reviewer.id });
    expect(await statedText(event)).toEqual({ kind: "text", text: "Different chin" });
    // Write-ahead: the intent is on record before the service's answer, the answer before the action's event.
    const order = await db().auditEvent.findMany({ where: { targetId: id }, orderBy: { seq: "asc" } });
    expect(order.map((e) => e.action)).toEqual(["decision.intent", "decision.upstream", "decision.record"]);
    expect(JSON.parse(event.detail!)).toEqual({
      outcome: "rejected",
      reasonCode: "face_mismatch",
      upstream: "applied",
      commentSent: true,
      caseRecord,
    });
  });

  it("refuses a submission that is no longer pending, naming its status, and stores nothing", async () => {
    const reviewer = await createAccount("reviewer");
    await inRequestAs(reviewer);
    const id = await pendingSubmission("approved");
    const result = await recordDecisionAction(
      null,
      form({ submissionId: id, outcome: "approved", reasonCode: "documents_verified" }),
    );
    expect(result).toEqual({
      ok: false,
      error: "This submission is already approved; only a pending submission can be decided.",
    });
    expect(await db().decision.count({ where: { submissionId: id } })).toBe(0);
  });

  it("names the field to fix: a reason of the other outcome, or 'other' without a note", async () => {
    await inRequestAs(await createAccount("reviewer"));
    const wrong = await recordDecisionAction(
      null,
      form({ submissionId: "x", outcome: "approved", reasonCode: "face_mismatch" }),
    );
    expect(wrong).toMatchObject({
      ok: false,
      fieldErrors: { reasonCode: ["Choose a reason for approval from the list."] },
    });
    const other = await recordDecisionAction(
      null,
      form({ submissionId: "x", outcome: "rejected", reasonCode: "other" }),
    );
    expect(other).toMatchObject({ ok: false, fieldErrors: { note: ["Explain the reason in the note."] } });
  });

  it("records here only when the upstream offers no review extension, leaving upstream pending", async () => {
    const reviewer = await createAccount("reviewer");
    const id = await pendingSubmission();
    const result = await decide(
      {
        submissionId: id,
        outcome: "approved",
        reasonCode: "documents_verified",
        note: undefined,
        rejectionComment: undefined,
      },
      reviewer,
      { reviewExtension: false },
    );
    expect(result.upstream).toBe("recorded_only");
    expect((await testClient().getSubmission(id))?.kyc.result).toBe("pending");
    expect(await db().decision.findFirst({ where: { submissionId: id } })).toMatchObject({
      upstream: "recorded_only",
      upstreamResult: null,
    });
  });

  it("says so when the upstream has no such submission", async () => {
    const reviewer = await createAccount("reviewer");
    await expect(
      decide(
        {
          submissionId: "no-such-submission",
          outcome: "approved",
          reasonCode: "documents_verified",
          note: undefined,
          rejectionComment: undefined,
        },
        reviewer,
      ),
    ).rejects.toThrow(/No submission with id no-such-submission at the KYC service/);
  });

  it("refuses approval while a deletion of the case is pending, on the server, and still allows rejection", async () => {
    const requester = await createAccount("reviewer");
    const reviewer = await createAccount("reviewer");
    await inRequestAs(reviewer);
    const id = await pendingSubmission();
    await db().deletionRequest.create({
      data: {
        submissionId: id,
        reason: "Applicant withdrew, erasure",
        requestedById: requester.id,
        requestedByEmail: requester.email,
      },
    });
    const approve = await recordDecisionAction(
      null,
      form({ submissionId: id, outcome: "approved", reasonCode: "documents_verified" }),
    );
    expect(approve).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Approval refused: .*deleted/),
    });
    expect(await db().decision.count({ where: { submissionId: id } })).toBe(0);
    expect((await testClient().getSubmission(id))?.kyc.result).toBe("pending");
    const reject = await recordDecisionAction(
      null,
      form({ submissionId: id, outcome: "rejected", reasonCode: "face_mismatch" }),
    );
    expect(reject).toMatchObject({ ok: true, data: { upstream: "applied" } });
  });
});
