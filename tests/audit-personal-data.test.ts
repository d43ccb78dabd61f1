// Personal data planted through every form and route that takes free text or an id (server
// actions through the wrapper, audited pages and route handlers, called for real against the
// real KYC service), then searched for in every column of every AuditEvent row: a name, a
// resident registration number, a passport and a phone number and an e-mail must appear in
// none, as typed or in the other ways they are written. The text people typed is kept outside
// the chain (AuditText) and erased with the case; the chain still verifies afterwards.
import { beforeEach, describe, expect, it, vi } from "vitest";
import AuditPage from "@/app/(dashboard)/audit/page";
import MonitoringAlertPage from "@/app/(dashboard)/monitoring/[id]/page";
import SubmissionPage from "@/app/(dashboard)/submissions/[id]/page";
import { GET as amlReport } from "@/app/api/aml-reports/[resourceId]/route";
import { GET as exportCsv } from "@/app/api/audit/export/route";
import { GET as caseRecord } from "@/app/api/case-records/[id]/route";
import { GET as erasureReceipt } from "@/app/api/erasure-receipts/[id]/route";
import { GET as image } from "@/app/api/submissions/[id]/images/[type]/route";
import { GET as queueCounts } from "@/app/api/submissions/counts/route";
import { GET as queueRows } from "@/app/api/submissions/rows/route";
import { recordVerdictAction } from "@/lib/aml-verdicts/actions";
import { assignCases, claimCase, claimNextCase, releaseCase } from "@/lib/assignments/actions";
import { lookupApplicantByEmail } from "@/lib/audit/actions";
import { displayNames } from "@/lib/audit/display-names";
import { statedTextOf } from "@/lib/audit/erasable-text";
import { verifyAuditLog } from "@/lib/audit/verification";
import type { Actor } from "@/lib/auth/actor";
import { addCaseNoteAction } from "@/lib/case-notes/actions";
import { recordDecisionAction } from "@/lib/decisions/actions";
import { confirmApprovalAction } from "@/lib/decisions/second-approval-actions";
import {
  approveDeletion,
  rejectDeletion,
  requestDeletion,
  resolveDeletion,
  retryDeletion,
} from "@/lib/deletions/actions";
import { db } from "@/lib/db";
import { resolveDuplicatesAction, settleDuplicatesAction } from "@/lib/duplicates/actions";
import { env } from "@/lib/env";
import { claimMonitoringAlert, closeMonitoringAlert, settleMonitoringAlert } from "@/lib/monitoring/actions";
import { createAccount } from "@/tests/support/dashboard";
import {
  email,
  name,
  note,
  passport,
  plantedInLog,
  rrn,
  typedIds,
} from "@/tests/support/planted-personal-data";
import { inRequestAs } from "@/tests/support/request-scope";
import { statedText } from "@/tests/support/stated-text";
import { createSubmissionViaStep1 } from "@/tests/support/submissions";

// connection() needs Next's request scope; here every call is a request.
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  connection: async () => undefined,
}));

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const url = (path: string, query: Record<string, string>) =>
  new Request(`http://localhost${path}?${new URLSearchParams(query).toString()}`);

/** Every server action that takes free text, given a case and the text. */
const withText: Record<string, (id: string, text: string) => Promise<unknown>> = {
  note: (id, text) => addCaseNoteAction(null, form({ submissionId: id, body: text })),
  decision: (id, text) =>
    recordDecisionAction(
      null,
      form({
        submissionId: id,
        outcome: "rejected",
        reasonCode: "face_mismatch",
        note: text,
        rejectionComment: text,
      }),
    ),
  "decision (reason code typed)": (id, text) =>
    recordDecisionAction(null, form({ submissionId: id, outcome: "rejected", reasonCode: rrn, note: text })),
  "AML verdict": (id, text) =>
    recordVerdictAction(null, form({ submissionId: id, resourceId: rrn, verdict: "escalate", reason: text })),
  "duplicates resolve": (id, text) =>
    resolveDuplicatesAction(null, form({ submissionId: id, outcome: "same_person", reason: text })),
  "duplicates settle": (id, text) =>
    settleDuplicatesAction(null, form({ submissionId: id, outcome: "same_person", reason: text })),
  "monitoring close": (id, text) =>
    closeMonitoringAlert({ submissionId: id, outcome: "no_action", reason: text }),
  "monitoring escalate": (id, text) =>
    closeMonitoringAlert({ submissionId: id, outcome: "escalate", reason: text, managerId: passport }),
  "monitoring settle": (id, text) =>
    settleMonitoringAlert({ submissionId: id, outcome: "no_action", reason: text }),
  "claim (taking over from a typed holder)": (id) => claimCase({ submissionId: id, takeOverFrom: rrn }),
};

/** Every server action, page and route handler that takes an id (or a query), given what was typed. */
const withId: Record<string, (typed: string) => Promise<unknown>> = {
  note: (typed) => addCaseNoteAction(null, form({ submissionId: typed, body: "checked" })),
  claim: (typed) => claimCase({ submissionId: typed }),
  release: (typed) => releaseCase({ submissionId: typed }),
  assign: (typed) => assignCases({ submissionIds: [typed], reviewerId: typed }),
  "assign (many)": (typed) => assignCases({ submissionIds: [typed, `${typed}x`], reviewerId: typed }),
  "claim next": (typed) => claimNextCase({ query: `q=${encodeURIComponent(typed)}&userid=${typed}` }),
  decision: (typed) =>
    recordDecisionAction(
      null,
      form({ submissionId: typed, outcome: "approved", reasonCode: "documents_verified" }),
    ),
  "second approval": (typed) => confirmApprovalAction(null, form({ approvalId: typed, submissionId: typed })),
  "AML verdict": (typed) =>
    recordVerdictAction(
      null,
      form({ submissionId: typed, resourceId: typed, verdict: "escalate", reason: "checking" }),
    ),
  "duplicates resolve": (typed) =>
    resolveDuplicatesAction(
      null,
      form({ submissionId: typed, outcome: "same_person", reason: "same person" }),
    ),
  "duplicates settle": (typed) =>
    settleDuplicatesAction(
      null,
      form({ submissionId: typed, outcome: "same_person", reason: "same person" }),
    ),
  "monitoring claim": (typed) => claimMonitoringAlert({ submissionId: typed }),
  "monitoring close": (typed) =>
    closeMonitoringAlert({ submissionId: typed, outcome: "no_action", reason: "fine" }),
  "monitoring settle": (typed) =>
    settleMonitoringAlert({ submissionId: typed, outcome: "no_action", reason: "fine" }),
  "deletion request": (typed) => requestDeletion({ submissionId: typed, reason: "applicant asked" }),
  "deletion approval": (typed) => approveDeletion({ deletionId: typed, confirmSubmissionId: typed }),
  "deletion rejection": (typed) => rejectDeletion({ deletionId: typed, reason: "not needed" }),
  "deletion retry": (typed) => retryDeletion({ deletionId: typed }),
  "deletion resolve": (typed) => resolveDeletion({ deletionId: typed }),
  "e-mail lookup": (typed) =>
    lookupApplicantByEmail({ email: typed.includes("@") ? typed : `${typed}@example.kr` }),
  "case page": (typed) =>
    SubmissionPage({ params: Promise.resolve({ id: typed }), searchParams: Promise.resolve({}) }),
  "monitoring page": (typed) => MonitoringAlertPage({ params: Promise.resolve({ id: typed }) }),
  "image route": (typed) => image(new Request("http://localhost/x"), params({ id: typed, type: typed })),
  "AML report route": (typed) =>
    amlReport(url(`/api/aml-reports/${typed}`, { submission: typed }), params({ resourceId: typed })),
  "case record route": (typed) =>
    caseRecord(url(`/api/case-records/x`, { format: "json" }), params({ id: typed })),
  "erasure receipt route": (typed) =>
    erasureReceipt(url(`/api/erasure-receipts/x`, { format: "pdf" }), params({ id: typed })),
  "queue rows": (typed) =>
    queueRows(
      url("/api/submissions/rows", { q: `${name} ${typed}`, userid: typed, submissionId: typed, email }),
    ),
  "queue counts": (typed) =>
    queueCounts(
      url("/api/submissions/counts", { q: typed, userid: typed, submissionId: typed, email: typed }),
    ),
  "audit page filters": (typed) =>
    AuditPage({
      searchParams: Promise.resolve({ actor: typed, target: typed, action: "kim_minji", outcome: "failure" }),
    }),
  "audit page filters (one bad)": (typed) =>
    AuditPage({ searchParams: Promise.resolve({ target: typed, from: typed }) }),
  "CSV export filters": (typed) =>
    exportCsv(
      url("/api/audit/export", { actor: typed, target: typed, action: "kim_minji", group: "decisions" }),
    ),
};

/** Calls as `actor`, ignoring what the call answers or throws (a page's notFound() included). */
async function as(actor: Actor, call: () => Promise<unknown>) {
  await inRequestAs(actor);
  try {
    const answer = await call();
    if (answer instanceof Response) await answer.text();
  } catch {
    // Only the log is looked at here.
  }
}

// Each test looks at the events recorded since it started (the whole table in the last test).
let since = 0;
beforeEach(async () => {
  since = (await db().auditEvent.findFirst({ orderBy: { seq: "desc" }, select: { seq: true } }))?.seq ?? 0;
});

describe("personal data planted through every form and route reaches no column of the audit log", () => {
  for (const [label, call] of Object.entries(withText)) {
    it(`${label}: the text typed`, async () => {
      const admin = await createAccount("admin");
      const known = await createSubmissionViaStep1();
      await as(admin, () => call(known, note));
      expect(await db().auditEvent.count({ where: { actorId: admin.id } })).toBeGreaterThan(0);
      expect(await plantedInLog(since)).toEqual([]);
    });
  }

  for (const [label, call] of Object.entries(withId)) {
    it(`${label}: what was typed where the id goes`, async () => {
      const admin = await createAccount("admin");
      for (const typed of typedIds) await as(admin, () => call(typed));
      expect(await db().auditEvent.count({ where: { actorId: admin.id } })).toBeGreaterThan(0);
      expect(await plantedInLog(since)).toEqual([]);
    });
  }

  it("deletion: requested, rejected, requested again and approved, each reason the text", async () => {
    const admin = await createAccount("admin");
    const other = await createSubmissionViaStep1();
    await inRequestAs(admin);
    const first = await requestDeletion({ submissionId: other, reason: note });
    expect(first).toMatchObject({ ok: true });
    await inRequestAs(admin);
    expect(
      await rejectDeletion({ deletionId: first.ok ? first.data.deletionId : "", reason: note }),
    ).toMatchObject({
      ok: true,
    });
    await inRequestAs(admin);
    const second = await requestDeletion({ submissionId: other, reason: note });
    await inRequestAs(await createAccount("manager"));
    expect(
      await approveDeletion({
        deletionId: second.ok ? second.data.deletionId : "",
        confirmSubmissionId: other,
      }),
    ).toMatchObject({ ok: true });
    expect(await plantedInLog(since)).toEqual([]);
  });
});

describe("the text people typed, outside the chain", () => {
  it("is shown on the audit log while it exists, erased with the case, and the chain still verifies", async () => {
    const reviewer = await createAccount("reviewer");
    const requester = await createAccount("manager");
    const approver = await createAccount("manager");
    const id = await createSubmissionViaStep1();
    await inRequestAs(reviewer);
    expect(await addCaseNoteAction(null, form({ submissionId: id, body: note }))).toMatchObject({ ok: true });
    await inRequestAs(requester);
    const requested = await requestDeletion({ submissionId: id, reason: `applicant asked: ${note}` });
    const shown = async () => {
      const events = await db().auditEvent.findMany({
        where: { targetId: id, action: { in: ["case_note.add", "deletion.request"] } },
        orderBy: { seq: "asc" },
      });
      const { texts } = await displayNames(events);
      return events.map((e) => statedTextOf(e.statedReason, texts ?? new Map()));
    };
    expect(await shown()).toEqual([
      { kind: "text", text: note },
      { kind: "text", text: `applicant asked: ${note}` },
    ]);
    expect(await db().auditText.count({ where: { targetId: id } })).toBe(2);

    await inRequestAs(approver);
    expect(
      await approveDeletion({
        deletionId: requested.ok ? requested.data.deletionId : "",
        confirmSubmissionId: id,
      }),
    ).toEqual({ ok: true, data: { status: "deleted" } });
    expect(await db().auditText.count({ where: { targetId: id } })).toBe(0);
    expect(await db().caseNote.count({ where: { submissionId: id } })).toBe(0);
    expect(
      await db().deletionRequest.findMany({ where: { submissionId: id }, select: { reason: true } }),
    ).toEqual([{ reason: "" }]);
    expect(await shown()).toEqual([{ kind: "erased" }, { kind: "erased" }]);
    const { databaseUrl, audit } = env();
    expect(await verifyAuditLog(db(), { databaseUrl, audit })).toMatchObject({ intact: true });
    expect(await plantedInLog(since)).toEqual([]);
  });
});

describe("a text changed outside the chain", () => {
  it("no longer matches the keyed hash the event holds, and reads as altered", async () => {
    const reviewer = await createAccount("reviewer");
    const id = await createSubmissionViaStep1();
    await inRequestAs(reviewer);
    expect(await addCaseNoteAction(null, form({ submissionId: id, body: "selfie matches" }))).toMatchObject({
      ok: true,
    });
    const event = await db().auditEvent.findFirstOrThrow({
      where: { targetId: id, action: "case_note.add" },
    });
    expect(await statedText(event)).toEqual({ kind: "text", text: "selfie matches" });
    await db().auditText.updateMany({ where: { targetId: id }, data: { text: "selfie does not match" } });
    expect(await statedText(event)).toEqual({ kind: "altered" });
  });
});

describe("the whole log, after every test above", () => {
  it("holds none of the planted values in any column of any event", async () => {
    since = 0;
    expect(await db().auditEvent.count()).toBeGreaterThan(200);
    expect(await plantedInLog(since)).toEqual([]);
  });
});
