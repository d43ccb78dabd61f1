// The approval rules against the real service: every AML match needs a verdict, a red flag
// needs a note, a High-risk approval needs a second reviewer, and verdicts are remembered.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { amlCase } from "@/tests/support/aml-case";
import { createAccount } from "@/tests/support/dashboard";
import { testClient } from "@/tests/support/kyc-service";
import { inRequestAs } from "@/tests/support/request-scope";
import { claimApproval } from "./second-approval";

const { recordDecisionAction } = await import("@/lib/decisions/actions");
const { confirmApprovalAction } = await import("@/lib/decisions/second-approval-actions");
const { recordVerdictAction } = await import("@/lib/aml-verdicts/actions");
const { rememberedFalsePositives } = await import("@/lib/aml-verdicts/verdicts");

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const approve = (submissionId: string, note = "") =>
  recordDecisionAction(
    null,
    form({ submissionId, outcome: "approved", reasonCode: "aml_false_positive", note }),
  );
const verdict = (submissionId: string, resourceId: string, kind = "false_positive") =>
  recordVerdictAction(
    null,
    form({ submissionId, resourceId, verdict: kind, reason: "Different date of birth" }),
  );

describe("approving a case with AML matches", () => {
  it("refuses while a match has no verdict, naming it, and asks for a note on a red flag", async () => {
    const first = await createAccount("reviewer");
    await inRequestAs(first);
    const { id, resourceIds } = await amlCase({ risk: "Medium", entries: ["A-1", "A-2"] });
    expect(await approve(id, "checked")).toMatchObject({
      ok: false,
      error: expect.stringContaining("matches 1 and 2 have no verdict"),
    });
    expect(await verdict(id, resourceIds[0]!)).toMatchObject({ ok: true });
    expect(await verdict(id, resourceIds[1]!, "escalate")).toMatchObject({ ok: true });
    expect(await approve(id, "checked")).toMatchObject({
      ok: false,
      error: expect.stringContaining("match 2 is escalated"),
    });
    await verdict(id, resourceIds[1]!);
    expect(await approve(id)).toMatchObject({
      ok: false,
      fieldErrors: { note: [expect.stringContaining("AML red flag")] },
    });
    expect(await approve(id, "Both entries are other people")).toMatchObject({
      ok: true,
      data: { upstream: "applied" },
    });
    expect((await testClient().getSubmission(id))?.kyc.result).toBe("approved");
    const events = await db().auditEvent.findMany({
      where: { targetId: id, action: "aml.verdict", outcome: "success" },
      orderBy: { seq: "asc" },
    });
    expect(events).toHaveLength(3);
    // The changed verdict's event says what it replaced; a first verdict names none.
    expect(JSON.parse(events[2]!.detail!)).toMatchObject({ verdict: "false_positive", previous: "escalate" });
    expect(JSON.parse(events[0]!.detail!)).not.toHaveProperty("previous");
  });

  it("names the field of a verdict without a reason and refuses a match the case does not have", async () => {
    await inRequestAs(await createAccount("reviewer"));
    const { id } = await amlCase({});
    const noReason = await recordVerdictAction(
      null,
      form({ submissionId: id, resourceId: "x", verdict: "true_match" }),
    );
    expect(noReason).toMatchObject({
      ok: false,
      fieldErrors: { reason: [expect.stringContaining("reason")] },
    });
    expect(await verdict(id, "aml_not-this-case")).toMatchObject({
      ok: false,
      error: expect.stringContaining("no longer part of the case"),
    });
  });

  it("needs a second reviewer for High risk; the requester cannot confirm; one confirmation wins", async () => {
    const [first, second, third] = await Promise.all([
      createAccount("manager"),
      createAccount("manager"),
      createAccount("manager"),
    ]);
    await inRequestAs(first);
    const { id, resourceIds } = await amlCase({ risk: "High" });
    await verdict(id, resourceIds[0]!);
    expect(await approve(id, "Different person")).toMatchObject({
      ok: true,
      data: { upstream: "awaiting_second" },
    });
    expect((await testClient().getSubmission(id))?.kyc.result).toBe("pending");
    expect(await approve(id, "again")).toMatchObject({
      ok: false,
      error: expect.stringContaining("already waiting"),
    });
    const request = await db().approvalRequest.findFirstOrThrow({ where: { submissionId: id } });
    const confirm = () => confirmApprovalAction(null, form({ approvalId: request.id, submissionId: id }));
    expect(await confirm()).toMatchObject({ ok: false, error: expect.stringContaining("another reviewer") });
    // Two dashboards confirming at once: the database lets exactly one claim it.
    const claims = await Promise.allSettled([
      claimApproval(request.id, second),
      claimApproval(request.id, third),
    ]);
    expect(claims.filter((c) => c.status === "fulfilled")).toHaveLength(1);
    await db().approvalRequest.update({
      where: { id: request.id },
      data: { status: "pending", decidedById: null },
    });
    await inRequestAs(second);
    expect(await confirm()).toMatchObject({ ok: true, data: { upstream: "applied" } });
    expect((await testClient().getSubmission(id))?.kyc.result).toBe("approved");
    expect(await db().approvalRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: "approved",
      openKey: null,
      decidedById: second.id,
    });
    // The signed case record names both reviewers, and the AML match with its list and verdict.
    const stored = await db().evidenceRecord.findFirstOrThrow({
      where: { submissionId: id, kind: "case_record" },
    });
    const record = JSON.parse(stored.document!).body;
    expect(record.decision).toMatchObject({ reviewer: { id: second.id }, firstReviewer: { id: first.id } });
    expect(record.aml.matches[0]).toMatchObject({
      resourceId: resourceIds[0],
      list: expect.any(String),
      listVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      verdict: { verdict: "false_positive", reason: expect.any(String) },
    });
  });

  it("remembers a false positive for the same applicant and list entry on a later submission", async () => {
    await inRequestAs(await createAccount("reviewer"));
    const email = `memory-${Date.now()}@example.com`;
    const earlier = await amlCase({ email, entries: ["MEM-1"] });
    await verdict(earlier.id, earlier.resourceIds[0]!);
    const later = await amlCase({ email, entries: ["MEM-1", "MEM-2"] });
    const record = (await testClient().getSubmission(later.id))!;
    const memory = await rememberedFalsePositives(record);
    expect([...memory.keys()]).toEqual(["Test list:MEM-1"]);
    expect(memory.get("Test list:MEM-1")).toMatchObject({
      submissionId: earlier.id,
      reason: "Different date of birth",
    });
  });
});
