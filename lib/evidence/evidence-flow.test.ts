// A case record and an erasure receipt end to end against the real KYC service: decide a case,
// read its signed record as the dashboard serves it, delete it under retention (a legal basis
// is asked for), then check the receipt and what is left of the record.
// (next/cache's revalidatePath stands in: it needs a Next.js request, absent in Vitest.)
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { emailHmac } from "@/lib/audit/hmac";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { kyc } from "@/lib/kyc/connection";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { arrangeSubmission, createSubmissionViaStep1 } from "@/tests/support/submissions";
import { verifyEvidenceText } from "./signature";
import { evidencePublicKeys } from "./signing-keys";

const { recordDecisionAction } = await import("@/lib/decisions/actions");
const { approveDeletion, requestDeletion } = await import("@/lib/deletions/actions");
const { GET: caseRecordRoute } = await import("@/app/api/case-records/[id]/route");
const { GET: receiptRoute } = await import("@/app/api/erasure-receipts/[id]/route");

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const download = async (route: typeof caseRecordRoute, id: string, format: string) =>
  route(new Request(`http://localhost/x/${id}?format=${format}`), { params: Promise.resolve({ id }) });
type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("signed evidence of a decision and of its erasure", () => {
  it("records what was decided, asks for a legal basis under retention, and keeps only keyed hashes after erasure", async () => {
    const email = `evidence-${Date.now()}@example.com`;
    const id = await createSubmissionViaStep1({ email });
    await arrangeSubmission(id, { kycResult: "pending", name: "한 지민", dateOfBirth: "1991-02-03" });
    const idImage = await kyc().openImage(id, "idImage");
    const imageSha = createHash("sha256")
      .update(Buffer.from(await new Response(idImage.body).arrayBuffer()))
      .digest("hex");

    const reviewer = await createAccount("reviewer");
    await inRequestAs(reviewer);
    const decided = await recordDecisionAction(
      null,
      form({
        submissionId: id,
        outcome: "approved",
        reasonCode: "documents_verified",
        note: "ID and selfie agree",
      }),
    );
    expect(decided).toMatchObject({ ok: true });
    const ref = decided.ok ? decided.data.caseRecord! : null;
    const event = await db().auditEvent.findFirstOrThrow({
      where: { action: "decision.record", targetId: id },
    });
    expect(JSON.parse(event.detail!).caseRecord).toEqual(ref);

    const json = await download(caseRecordRoute, ref!.id, "json");
    const text = await json.text();
    const checked = verifyEvidenceText(text, evidencePublicKeys());
    expect(checked).toMatchObject({ ok: true, sha256: ref!.sha256 });
    const record = (checked.ok ? checked.doc.body : {}) as Body;
    expect(record.submission).toMatchObject({
      id,
      email,
      fields: { name: "한 지민", date_of_birth: "1991-02-03" },
    });
    expect(record.decision).toMatchObject({
      outcome: "approved",
      note: "ID and selfie agree",
      reviewer: { id: reviewer.id },
    });
    expect(record.images).toContainEqual(
      expect.objectContaining({ type: "idImage", state: "present", sha256: imageSha }),
    );
    expect(
      Buffer.from(await (await download(caseRecordRoute, ref!.id, "pdf")).arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // Under retention (five years from now): refused without a legal basis, recorded with one.
    const refused = await requestDeletion({ submissionId: id, reason: "applicant asked for erasure" });
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^This case is under retention until .* approved cases are kept 5 years/),
    });
    const requested = await requestDeletion({
      submissionId: id,
      reason: "applicant asked for erasure",
      legalBasis: "court_order",
    });
    expect(requested).toMatchObject({ ok: true });
    const deletionId = requested.ok ? requested.data.deletionId : "";
    expect(await db().deletionRequest.findUniqueOrThrow({ where: { id: deletionId } })).toMatchObject({
      legalBasis: "court_order",
      retainedUntil: expect.any(Date),
    });

    const manager = await createAccount("manager");
    await inRequestAs(manager);
    expect(await approveDeletion({ deletionId, checked: "yes" })).toMatchObject({
      ok: true,
      data: { status: "deleted" },
    });

    const receiptRow = await db().evidenceRecord.findUniqueOrThrow({ where: { subjectId: deletionId } });
    const receiptText = await (await download(receiptRoute, receiptRow.id, "json")).text();
    const receipt = verifyEvidenceText(receiptText, evidencePublicKeys());
    expect(receipt).toMatchObject({ ok: true });
    const r = (receipt.ok ? receipt.doc.body : {}) as Body;
    expect(r.request).toMatchObject({ requestedBy: { id: reviewer.id }, legalBasis: "court_order" });
    expect(r.approval.approvedBy).toMatchObject({ id: manager.id });
    expect(r.erasure.serviceAnswer).toMatch(/^DELETE \/v2\/submission: success/);
    expect(r.erasure.images).toContainEqual(expect.objectContaining({ type: "idImage", sha256: imageSha }));
    expect(r.kept.caseRecords).toEqual([
      expect.objectContaining({ recordId: ref!.id, redactedSha256: ref!.redactedSha256 }),
    ]);
    expect(receiptText).not.toContain(email);
    const receiptEvent = await db().auditEvent.findFirstOrThrow({
      where: { action: "deletion.receipt", targetId: id },
    });
    expect(JSON.parse(receiptEvent.detail!)).toMatchObject({
      receiptId: receiptRow.id,
      sha256: receiptRow.sha256,
    });

    // What is left of the case record: the keyed-hash form, still signed, still naming the decision.
    const left = await (await download(caseRecordRoute, ref!.id, "json")).text();
    const kept = verifyEvidenceText(left, evidencePublicKeys());
    expect(kept).toMatchObject({ ok: true, sha256: ref!.redactedSha256 });
    for (const value of [email, "한 지민", "1991-02-03", "ID and selfie agree"])
      expect(left).not.toContain(value);
    const body = (kept.ok ? kept.doc.body : {}) as Body;
    expect(body.submission.email).toBe(`hmac-sha256:${emailHmac(env().audit.hmacKey(), email)}`);
    expect(body.decision).toMatchObject({ outcome: "approved", reviewer: { id: reviewer.id } });
  });
});
