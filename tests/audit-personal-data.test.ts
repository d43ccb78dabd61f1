// Personal data planted through every form and route that takes free text or an id (server
// actions through the wrapper, audited pages and route handlers, called for real against the
// real KYC service), then searched for in every column of every AuditEvent row: a name, a
// resident registration number, a passport and a phone number and an e-mail must appear in
// none, as typed or in the other ways they are written. The text people typed is kept outside
// the chain (AuditText) and erased with the case; the chain still verifies afterwards.
import { beforeEach, describe, expect, it } from "vitest";
import { displayNames } from "@/lib/audit/display-names";
import { statedTextOf } from "@/lib/audit/erasable-text";
import { verifyAuditLog } from "@/lib/audit/verification";
import type { Actor } from "@/lib/auth/actor";
import { addCaseNoteAction } from "@/lib/case-notes/actions";
import { approveDeletion, rejectDeletion, requestDeletion } from "@/lib/deletions/actions";
import { db } from "@/lib/db";
import { settleDuplicatesAction } from "@/lib/duplicates/actions";
import { env } from "@/lib/env";
import { settleMonitoringAlert } from "@/lib/monitoring/actions";
import { form, withId, withText } from "@/tests/support/audit-entry-points";
import { createAccount } from "@/tests/support/dashboard";
import { note, plantedInLog, typedIds } from "@/tests/support/planted-personal-data";
import { inRequestAs } from "@/tests/support/request-scope";
import { statedText } from "@/tests/support/stated-text";
import { createSubmissionViaStep1 } from "@/tests/support/submissions";

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

  it("what a reviewer typed where the id goes of an action their role may not take", async () => {
    const reviewer = await createAccount("reviewer");
    for (const typed of typedIds) {
      await as(reviewer, () =>
        settleMonitoringAlert({ submissionId: typed, outcome: "no_action", reason: note }),
      );
      await as(reviewer, () =>
        settleDuplicatesAction(null, form({ submissionId: typed, outcome: "same_person", reason: note })),
      );
    }
    expect(
      await db().auditEvent.count({ where: { actorId: reviewer.id, reason: { startsWith: "forbidden" } } }),
    ).toBe(
      2, // only "KimMinji" has an id's shape: the others are refused by it, before the permission
    );
    expect(await plantedInLog(since)).toEqual([]);
  });

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
        checked: "yes",
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
        checked: "yes",
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
