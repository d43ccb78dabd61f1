// One standing decision per case, with the review extension on (applied upstream) and off
// (recorded here only, the setting for the real vendor), through the real server action
// against the real service: a second decision is refused naming the first, in the reader's
// language, and is recorded as an attempt (its audit event), not as a Decision; many at
// once leave exactly one Decision and one case record. What the decision changes in the case
// index (status, risk, the duplicate rule) is there at once, without the sync.
// The mode is chosen per test: env() is wrapped to answer KYC_REVIEW_EXTENSION as the test says.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { amlCase } from "@/tests/support/aml-case";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { applyRecords } from "../case-index/store";
import { groupOf } from "../duplicates/queries";
import { decide } from "./decide";

const mode = vi.hoisted(() => ({ reviewExtension: true }));
vi.mock("@/lib/env", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/env")>();
  const env = () => {
    const settings = real.env();
    return { ...settings, kyc: { ...settings.kyc, reviewExtension: mode.reviewExtension } };
  };
  return { ...real, env };
});
const { recordDecisionAction } = await import("@/lib/decisions/actions");
const { confirmApprovalAction } = await import("@/lib/decisions/second-approval-actions");
const { recordVerdictAction } = await import("@/lib/aml-verdicts/actions");

async function pendingSubmission(person: Record<string, string> = {}) {
  const id = `once-${randomUUID()}`;
  await (
    await serviceDb()
  ).submission.create({
    data: {
      id,
      projectId: "demo-project",
      email: `${id}@example.com`,
      idType: "passport",
      issuingCountry: "KOR",
      name: "Dee Cision",
      kycResult: "pending",
      ...person,
    },
  });
  return id;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const approve = (id: string) =>
  form({ submissionId: id, outcome: "approved", reasonCode: "documents_verified" });
const reject = (id: string) => form({ submissionId: id, outcome: "rejected", reasonCode: "face_mismatch" });
const input = (id: string, outcome: "approved" | "rejected") => ({
  submissionId: id,
  outcome,
  reasonCode: outcome === "approved" ? "documents_verified" : "face_mismatch",
  note: undefined,
  rejectionComment: undefined,
});

async function standing(id: string) {
  return {
    decisions: await db().decision.count({ where: { submissionId: id } }),
    caseRecords: await db().evidenceRecord.count({ where: { submissionId: id, kind: "case_record" } }),
  };
}

describe.each([
  { extension: "on", upstream: "applied" },
  { extension: "off", upstream: "recorded_only" },
])("one standing decision per case, review extension $extension", ({ extension, upstream }) => {
  const setMode = () => (mode.reviewExtension = extension === "on");

  it("refuses a second decision, naming the first (who, when, outcome) in the reader's language; the attempt is an audit event, not a Decision", async () => {
    setMode();
    const first = await createAccount("reviewer");
    const second = await createAccount("reviewer");
    const id = await pendingSubmission();
    await inRequestAs(first);
    expect(await recordDecisionAction(null, approve(id))).toMatchObject({ ok: true, data: { upstream } });
    const decision = await db().decision.findFirstOrThrow({ where: { submissionId: id } });

    await inRequestAs(second);
    const again = await recordDecisionAction(null, reject(id));
    expect(again).toEqual({
      ok: false,
      error: expect.stringMatching(
        new RegExp(`^This case was already approved by ${first.email} on \\d{4}-\\d{2}-\\d{2} .*UTC`),
      ),
    });
    await db().reviewer.update({ where: { id: second.id }, data: { locale: "ko" } });
    await inRequestAs(second);
    const korean = await recordDecisionAction(null, reject(id));
    expect(korean).toMatchObject({ ok: false, error: expect.stringContaining(`이미 ${first.email} 님이`) });
    expect(korean).toMatchObject({ error: expect.stringContaining("승인했으며") });

    expect(await standing(id)).toEqual({ decisions: 1, caseRecords: 1 });
    const attempts = await db().auditEvent.findMany({
      where: { action: "decision.record", targetId: id, outcome: "failure" },
    });
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.reason).toMatch(/already approved by/);
    expect(JSON.parse(attempts[0]!.detail!)).toEqual({ outcome: "rejected", standingDecision: decision.id });
    if (extension === "off") expect((await testClient().getSubmission(id))?.kyc.result).toBe("pending");
  });

  it("lets exactly one of many simultaneous decisions stand, with one case record", async () => {
    setMode();
    const reviewers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createAccount("reviewer")));
    const id = await pendingSubmission();
    const results = await Promise.allSettled(
      reviewers.map((r, i) => decide(input(id, i % 2 ? "rejected" : "approved"), r)),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.status === "rejected"))
      expect(String((lost as PromiseRejectedResult).reason)).toMatch(/^SafeError: This case was already/);
    expect(await standing(id)).toEqual({ decisions: 1, caseRecords: 1 });
    expect(await db().decision.findFirst({ where: { submissionId: id } })).toMatchObject({ upstream });
  });

  it("counts a four-eyes approval as the standing decision once confirmed; nothing else stands meanwhile", async () => {
    setMode();
    const [first, second, third] = [
      await createAccount("reviewer"),
      await createAccount("reviewer"),
      await createAccount("reviewer"),
    ];
    const { id, resourceIds } = await amlCase({ risk: "High" });
    await inRequestAs(first);
    const verdict = form({
      submissionId: id,
      resourceId: resourceIds[0]!,
      verdict: "false_positive",
      reason: "Different date of birth",
    });
    expect(await recordVerdictAction(null, verdict)).toMatchObject({ ok: true });
    const asked = await recordDecisionAction(
      null,
      form({
        submissionId: id,
        outcome: "approved",
        reasonCode: "aml_false_positive",
        note: "Not the listed person",
      }),
    );
    expect(asked).toMatchObject({ ok: true, data: { upstream: "awaiting_second" } });
    expect(await standing(id)).toEqual({ decisions: 0, caseRecords: 0 });
    await inRequestAs(second);
    const request = await db().approvalRequest.findFirstOrThrow({ where: { submissionId: id } });
    const confirmed = await confirmApprovalAction(null, form({ approvalId: request.id, submissionId: id }));
    expect(confirmed).toMatchObject({ ok: true, data: { upstream } });
    await inRequestAs(third);
    expect(await recordDecisionAction(null, reject(id))).toMatchObject({
      ok: false,
      error: expect.stringContaining(`already approved by ${second.email}`),
    });
    expect(await standing(id)).toEqual({ decisions: 1, caseRecords: 1 });
  });

  it("keeps the other rules: approval refused while a deletion is pending, rejection still open", async () => {
    setMode();
    const requester = await createAccount("reviewer");
    await inRequestAs(await createAccount("reviewer"));
    const id = await pendingSubmission();
    await db().deletionRequest.create({
      data: {
        submissionId: id,
        reason: "Erasure",
        requestedById: requester.id,
        requestedByEmail: requester.email,
      },
    });
    expect(await recordDecisionAction(null, approve(id))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Approval refused: .*deleted/),
    });
    const other = await recordDecisionAction(
      null,
      form({ submissionId: id, outcome: "rejected", reasonCode: "other" }),
    );
    expect(other).toMatchObject({ ok: false, fieldErrors: { note: ["Explain the reason in the note."] } });
    expect(await standing(id)).toEqual({ decisions: 0, caseRecords: 0 });
    expect(await recordDecisionAction(null, reject(id))).toMatchObject({ ok: true, data: { upstream } });
  });

  it("shows the decision in the case index at once and flags the approved person's twin, without the sync; the sync only confirms", async () => {
    setMode();
    await inRequestAs(await createAccount("reviewer"));
    const person = {
      name: `Twin${randomUUID().slice(0, 8)} Minji`,
      dateOfBirth: "1990-03-02",
      nationality: "KOR",
      gender: "female",
    };
    const [a, b] = [await pendingSubmission(person), await pendingSubmission(person)];
    const read = async () => [(await testClient().getSubmission(a))!, (await testClient().getSubmission(b))!];
    await db().$transaction(async (tx) => applyRecords(tx, await read(), new Date()));
    const row = () => db().indexedSubmission.findUniqueOrThrow({ where: { submissionId: a } });
    expect(await row()).toMatchObject({ status: "pending", decidedAt: null });

    expect(await recordDecisionAction(null, approve(a))).toMatchObject({ ok: true });
    expect(await row()).toMatchObject({ status: "approved", decidedAt: expect.any(Date) });
    expect(await groupOf(b)).toMatchObject({ status: "open", matchIds: JSON.stringify([a]) });

    // The sync reads the upstream (still pending when recorded here only): the row keeps the decision.
    await db().$transaction(async (tx) => applyRecords(tx, await read(), new Date()));
    expect(await row()).toMatchObject({ status: "approved", decidedAt: expect.any(Date) });
  });
});
