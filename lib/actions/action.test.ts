import { describe, expect, it } from "vitest";
import { z } from "zod";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { KycApiError } from "@/lib/kyc/errors";
import { action } from "./action";
import { upstream } from "./upstream";
import { refusal } from "./refusal";
import { SafeError } from "./result";

const calls: string[] = [];
const approve = action(
  {
    input: z.object({ id: z.string().min(3), reason: z.string() }),
    permission: "deletions:approve",
    audit: "test.approve",
    target: (i) => i.id,
    statedReason: (i) => i.reason,
  },
  async (input, ctx) => {
    calls.push(`${ctx.actor.email}:${input.id}`);
    if (input.id === "boom") throw new Error("database password is hunter2");
    if (input.id === "gone") throw new SafeError("That submission was already deleted.");
    if (input.id === "taken") throw refusal("deletions.errors.handledElsewhere");
    if (input.id === "open")
      throw refusal("decision.refusals.noVerdict", { n: 3, matches: [1, 2, 3] }, { field: "reason" });
    ctx.note({ details: { step: "done" } });
    return { approved: input.id };
  },
);

// An action that asks the KYC service, which does not answer in time.
const addNote = action(
  { input: z.object({ id: z.string() }), permission: "submissions:decide", audit: "test.note" },
  async () =>
    upstream(
      () => Promise.reject(new KycApiError(0, "timeout", "no answer in 20 s", "/v2/submission")),
      "test note",
      "kycService.notDone.note",
    ),
);

const lastEvent = () =>
  db().auditEvent.findFirstOrThrow({ where: { action: "test.approve" }, orderBy: { seq: "desc" } });

describe("action wrapper", () => {
  it("refuses without a session, offering to sign in again, and records the attempt", async () => {
    await inRequestAs(null);
    expect(await approve({ id: "sub-1", reason: "r" })).toEqual({
      ok: false,
      error: expect.stringMatching(/session/),
      signIn: true,
    });
    expect(await lastEvent()).toMatchObject({ actorId: null, outcome: "failure", reason: "no session" });
  });

  it("refuses a role without the permission, without running, and records who tried", async () => {
    const reviewer = await createAccount("reviewer");
    await inRequestAs(reviewer, { ip: "203.0.113.9", userAgent: "test-agent" });
    const before = calls.length;
    expect(await approve({ id: "sub-2", reason: "r" })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/role/),
    });
    expect(calls.length).toBe(before);
    expect(await lastEvent()).toMatchObject({
      actorId: reviewer.id,
      actorRole: "reviewer",
      targetId: null, // "sub-2" names nothing here: a typed id is kept only when it does
      outcome: "failure",
      ip: "203.0.113.9",
      userAgent: "test-agent",
    });
  });

  it("runs for an allowed role and records success with target, stated reason, details and request id", async () => {
    const manager = await createAccount("manager");
    await inRequestAs(manager);
    expect(await approve({ id: "sub-3", reason: "duplicate account" })).toEqual({
      ok: true,
      data: { approved: "sub-3" },
    });
    const event = await lastEvent();
    expect(event).toMatchObject({
      actorEmail: manager.email,
      targetId: "sub-3",
      outcome: "success",
      statedReason: expect.stringMatching(/^text:\w+:hmac-sha256:[0-9a-f]{64}$/),
    });
    // The text itself is kept outside the chain, erasable with the case.
    expect(await db().auditText.findMany({ where: { targetId: "sub-3" } })).toMatchObject([
      { text: "duplicate account" },
    ]);
    expect(JSON.parse(event.detail!)).toEqual({ step: "done" });
    expect(event.requestId).toMatch(/^test-/);
  });

  it("names the fields to fix for bad input", async () => {
    await inRequestAs(await createAccount("admin"));
    const result = await approve({ id: 1 });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { id: [expect.any(String)], reason: [expect.any(String)] },
    });
    expect(await approve("not an object")).toMatchObject({ ok: false });
  });

  it("shows a safe error's message but never an unexpected error's", async () => {
    await inRequestAs(await createAccount("manager"));
    expect(await approve({ id: "gone", reason: "r" })).toEqual({
      ok: false,
      error: "That submission was already deleted.",
    });
    const hidden = await approve({ id: "boom", reason: "r" });
    expect(hidden.ok).toBe(false);
    expect(JSON.stringify(hidden)).not.toContain("hunter2");
    expect(await lastEvent()).toMatchObject({ outcome: "failure", reason: "unexpected error" });
  });

  it("treats a disabled account as no session", async () => {
    await inRequestAs(await createAccount("admin", { disabled: true }));
    expect(await approve({ id: "sub-4", reason: "r" })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/session/),
    });
  });

  it("answers in the reader's language while the audit log keeps English", async () => {
    const korean = await createAccount("manager");
    await db().reviewer.update({ where: { id: korean.id }, data: { locale: "ko" } });
    await inRequestAs(korean);
    expect(await approve({ id: "taken", reason: "r" })).toEqual({
      ok: false,
      error: "다른 사람이 이미 이 삭제 요청을 처리했습니다. 페이지를 새로 고쳐 상태를 확인하세요.",
    });
    expect(await lastEvent()).toMatchObject({
      outcome: "failure",
      reason: "This deletion was already handled by someone else. Reload to see its state.",
    });
    // zod's own messages too: a missing field and a too-short one, with the limit it checked.
    expect(await approve({ id: "ab" })).toMatchObject({
      error: "입력 내용을 고쳐야 하는 항목이 있습니다.",
      fieldErrors: { id: ["3자 이상 입력하세요."], reason: ["이 항목을 입력하세요."] },
    });
    await inRequestAs(null);
    expect(await approve({ id: "sub-5", reason: "r" })).toMatchObject({
      error: "Your session has ended. Sign in again.",
    });
  });

  it("shows a refusal at the field it names, its lists joined in the reader's language", async () => {
    const korean = await createAccount("manager");
    await db().reviewer.update({ where: { id: korean.id }, data: { locale: "ko" } });
    await inRequestAs(korean);
    const text =
      "승인 불가: AML 일치 항목 1, 2 및 3에 아직 판정이 없습니다. 먼저 각 항목을 실제 일치, 오탐 또는 상향 보고로 판정하세요.";
    expect(await approve({ id: "open", reason: "r" })).toEqual({
      ok: false,
      error: text,
      fieldErrors: { reason: [text] },
    });
    expect((await lastEvent()).reason).toMatch(
      /^Approval refused: AML matches 1, 2 and 3 have no verdict yet\./,
    );
  });

  it("says the KYC service's failure in the reader's language, and in English in the log", async () => {
    const korean = await createAccount("reviewer");
    await db().reviewer.update({ where: { id: korean.id }, data: { locale: "ko" } });
    await inRequestAs(korean);
    expect(await addNote({ id: "sub-6" })).toEqual({
      ok: false,
      error:
        "메모가 추가되지 않았습니다: KYC 서비스가 제시간에 응답하지 않았습니다. 잠시 후 다시 시도하세요.",
    });
    const event = await db().auditEvent.findFirstOrThrow({
      where: { action: "test.note" },
      orderBy: { seq: "desc" },
    });
    expect(event.reason).toBe(
      "The note was not added: The KYC service did not answer in time. Try again in a moment.",
    );
  });
});
