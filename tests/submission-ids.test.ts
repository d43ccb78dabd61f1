// Every entry point that takes a submission id, called for real (server actions through the
// wrapper, route handlers and the case page directly) against the real KYC service:
// an e-mail typed as the id is refused with the expected shape and leaves no trace in the
// audit log (the whole AuditEvent table is searched); a well-shaped id the service does not
// know is refused and nothing is stored; a known id still works.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as amlReport } from "@/app/api/aml-reports/[resourceId]/route";
import { GET as image } from "@/app/api/submissions/[id]/images/[type]/route";
import SubmissionPage from "@/app/(dashboard)/submissions/[id]/page";
import type { ActionResult } from "@/lib/actions/result";
import { recordVerdictAction } from "@/lib/aml-verdicts/actions";
import { assignCases, claimCase, releaseCase } from "@/lib/assignments/actions";
import { recordAudit } from "@/lib/audit/record";
import { addCaseNoteAction } from "@/lib/case-notes/actions";
import { recordDecisionAction } from "@/lib/decisions/actions";
import { confirmApprovalAction } from "@/lib/decisions/second-approval-actions";
import { requestDeletion } from "@/lib/deletions/actions";
import { db } from "@/lib/db";
import { resolveDuplicatesAction, settleDuplicatesAction } from "@/lib/duplicates/actions";
import { createAccount } from "@/tests/support/dashboard";
import { serviceDb } from "@/tests/support/kyc-service";
import { inRequestAs } from "@/tests/support/request-scope";

// The ways an applicant's address may be typed or pasted where the id goes.
const typedEmails = [
  "alice.applicant+kyc@example.org",
  "  ALICE.APPLICANT@EXAMPLE.ORG ",
  "alice.applicant%40example.org",
  "alice.applicant＠example.org",
];
const trace = /alice|applicant@|example\.org|%40/i;
const shape = /A submission id looks like 0f7d5a52-7c1e-4b8e-9a57-3f0c2d1e9b10/;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

/** Every server action that takes a submission id, with the id put where it goes. */
const actions: Record<string, (id: string) => Promise<ActionResult<unknown>>> = {
  "deletion request": (id) => requestDeletion({ submissionId: id, reason: "applicant asked" }),
  note: (id) => addCaseNoteAction(null, form({ submissionId: id, body: "checked the ID" })),
  claim: (id) => claimCase({ submissionId: id }),
  release: (id) => releaseCase({ submissionId: id }),
  assign: (id) => assignCases({ submissionIds: ["sub-1", id], reviewerId: "none" }),
  decision: (id) =>
    recordDecisionAction(
      null,
      form({ submissionId: id, outcome: "approved", reasonCode: "documents_verified" }),
    ),
  "second approval": (id) => confirmApprovalAction(null, form({ approvalId: "none", submissionId: id })),
  "AML verdict": (id) =>
    recordVerdictAction(
      null,
      form({ submissionId: id, resourceId: "aml_1", verdict: "escalate", reason: "checking" }),
    ),
  "duplicates resolve": (id) =>
    resolveDuplicatesAction(null, form({ submissionId: id, outcome: "same_person", reason: "same person" })),
  "duplicates resolve (delete the other)": (id) =>
    resolveDuplicatesAction(
      null,
      form({
        submissionId: "sub-1",
        outcome: "duplicate_account",
        effect: "delete",
        deleteId: id,
        reason: "dup",
      }),
    ),
  "duplicates settle": (id) =>
    settleDuplicatesAction(null, form({ submissionId: id, outcome: "same_person", reason: "same person" })),
};

async function wholeAuditLog() {
  return JSON.stringify(await db().auditEvent.findMany());
}

async function knownSubmission() {
  const id = `ids-${randomUUID()}`;
  await (
    await serviceDb()
  ).submission.create({
    data: {
      id,
      projectId: "demo-project",
      email: `${id}@example.com`,
      idType: "passport",
      issuingCountry: "KOR",
      kycResult: "pending",
    },
  });
  return id;
}

describe("an e-mail typed where a submission id goes", () => {
  for (const [name, call] of Object.entries(actions)) {
    it(`${name}: refused at the field, saying what an id looks like; the log keeps no trace`, async () => {
      const manager = await createAccount("manager");
      for (const typed of typedEmails) {
        await inRequestAs(manager);
        const result = await call(typed);
        expect(result.ok, typed).toBe(false);
        const messages = Object.values((!result.ok && result.fieldErrors) || {}).flat();
        expect(messages, typed).toContainEqual(
          expect.stringMatching(/^That is an e-mail address, not a submission id/),
        );
        expect(messages.join(" "), typed).toMatch(shape);
      }
      const refused = await db().auditEvent.findMany({ where: { actorId: manager.id } });
      expect(refused.length).toBe(typedEmails.length); // each attempt is on record
      expect(refused.every((e) => e.outcome === "failure" && e.targetId === null)).toBe(true);
      expect(await wholeAuditLog()).not.toMatch(trace);
    });
  }

  it("image route: 400 with the expected shape, audited without a target", async () => {
    await inRequestAs(await createAccount("reviewer"));
    for (const typed of typedEmails) {
      const response = await image(new Request("http://localhost/x"), params({ id: typed, type: "idImage" }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "bad_request", message: expect.stringMatching(shape) },
      });
    }
    expect(await wholeAuditLog()).not.toMatch(trace);
  });

  it("AML report route: a submission parameter that is an e-mail is a 400", async () => {
    await inRequestAs(await createAccount("reviewer"));
    const url = `http://localhost/api/aml-reports/aml_1?submission=${encodeURIComponent(typedEmails[0]!)}`;
    const response = await amlReport(new Request(url), params({ resourceId: "aml_1" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "bad_request", message: expect.stringMatching(shape) },
    });
    expect(await wholeAuditLog()).not.toMatch(trace);
  });

  it("case page: says it is not a submission id, asks nothing upstream, records no target", async () => {
    const reviewer = await createAccount("reviewer");
    await inRequestAs(reviewer);
    const page = (await SubmissionPage({
      params: Promise.resolve({ id: typedEmails[0]! }),
      searchParams: Promise.resolve({}),
    })) as { props: { title: string; message: string } };
    expect(page.props).toMatchObject({
      title: "Not a submission id.",
      message: expect.stringMatching(shape),
    });
    expect(await db().auditEvent.findFirst({ where: { actorId: reviewer.id } })).toMatchObject({
      action: "submission.view",
      outcome: "failure",
      targetId: null,
    });
    expect(await wholeAuditLog()).not.toMatch(trace);
  });
});

describe("a well-shaped id the KYC service does not know", () => {
  const unknown = () => `nobody-${randomUUID()}`;
  for (const name of ["note", "claim", "deletion request", "decision", "AML verdict"] as const) {
    it(`${name}: refused as unknown at the service, nothing stored`, async () => {
      await inRequestAs(await createAccount("manager"));
      const id = unknown();
      expect(await actions[name]!(id)).toEqual({
        ok: false,
        error: expect.stringContaining(`No submission with id ${id} at the KYC service`),
      });
      const where = { where: { submissionId: id } };
      expect(await db().caseNote.count(where)).toBe(0);
      expect(await db().assignment.count(where)).toBe(0);
      expect(await db().deletionRequest.count(where)).toBe(0);
      expect(await db().decision.count(where)).toBe(0);
      expect(await db().amlVerdict.count(where)).toBe(0);
    });
  }

  it("assign: one unknown id is refused; among many, unknown ones are skipped and the rest assigned", async () => {
    const manager = await createAccount("manager");
    const reviewer = await createAccount("reviewer");
    await inRequestAs(manager);
    const missing = unknown();
    expect(await assignCases({ submissionIds: [missing], reviewerId: reviewer.id })).toEqual({
      ok: false,
      error: expect.stringContaining(`No submission with id ${missing} at the KYC service`),
    });
    const known = await knownSubmission();
    await inRequestAs(manager);
    expect(await assignCases({ submissionIds: [known, missing], reviewerId: reviewer.id })).toMatchObject({
      ok: true,
      data: { assigned: 1, skipped: 1 },
    });
    expect(await db().assignment.findMany({ where: { submissionId: { in: [known, missing] } } })).toEqual([
      expect.objectContaining({ submissionId: known, holderId: reviewer.id }),
    ]);
  });
});

describe("a submission the service knows", () => {
  it("takes a note and a claim", async () => {
    const reviewer = await createAccount("reviewer");
    const id = await knownSubmission();
    await inRequestAs(reviewer);
    expect(
      await addCaseNoteAction(null, form({ submissionId: id, body: "looked at the selfie" })),
    ).toMatchObject({
      ok: true,
    });
    await inRequestAs(reviewer);
    expect(await claimCase({ submissionId: id })).toEqual({ ok: true, data: { held: true } });
    expect(await db().caseNote.count({ where: { submissionId: id } })).toBe(1);
    expect(await db().auditEvent.findMany({ where: { targetId: id }, select: { action: true } })).toEqual([
      { action: "case_note.add" },
      { action: "assignment.claim" },
    ]);
  });
});

describe("recordAudit, the last line of defence", () => {
  it("masks an e-mail in every free field, the target and the user agent included", async () => {
    await inRequestAs(null, { userAgent: "probe (+mailto:Alice.Applicant@Example.org)" });
    await recordAudit({
      actor: null,
      action: "test.mask",
      target: "alice.applicant@example.org",
      outcome: "failure",
      reason: "for ALICE.APPLICANT@EXAMPLE.ORG",
      statedReason: "see https://kyc.example/?q=alice.applicant%40example.org",
      details: { "alice.applicant@example.org": ["alice.applicant＠example.org"] },
    });
    const event = await db().auditEvent.findFirstOrThrow({ where: { action: "test.mask" } });
    expect(JSON.stringify(event)).not.toMatch(trace);
    // One address, however written, is one hash everywhere.
    const hash = event.targetId!;
    expect(hash).toMatch(/^email#[0-9a-f]{16}$/);
    for (const field of [event.reason, event.detail, event.userAgent]) expect(field).toContain(hash);
    // What was typed as the reason is not in the chain at all: only a reference and its keyed hash.
    expect(event.statedReason).toMatch(/^text:\w+:hmac-sha256:[0-9a-f]{64}$/);
  });
});
