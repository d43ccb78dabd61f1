import { describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { currentActor } from "@/lib/auth/session";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { db } from "@/lib/db";
import { createHold } from "../assignments/write";
import { applyRecords } from "../case-index/store";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { changeUserRole, createUser, setUserDisabled, setUserPassword } from "./actions";

describe("user administration", () => {
  it("disabling an account releases the cases it holds in the same change, naming them in the event", async () => {
    const admin = await createAccount("admin");
    const reviewer = await createAccount("reviewer");
    const other = await createAccount("reviewer");
    const ids = ["dis-held-1", "dis-held-2", "dis-other"];
    await db().$transaction((tx) =>
      applyRecords(
        tx,
        ids.map(
          (submission_id) =>
            ({
              submission_id,
              created_at: "2026-03-01T00:00:00.000Z",
              data: {},
              kyc: { result: "pending" },
            }) as SubmissionRecord,
        ),
        new Date(),
      ),
    );
    await createHold("dis-held-1", reviewer.id, reviewer.id);
    await createHold("dis-held-2", reviewer.id, admin.id);
    await createHold("dis-other", other.id, other.id);
    await inRequestAs(admin);
    expect(await setUserDisabled({ userId: reviewer.id, disabled: "true" })).toMatchObject({ ok: true });

    expect(await db().assignment.findMany({ where: { submissionId: { in: ids } } })).toMatchObject([
      { submissionId: "dis-other", holderId: other.id },
    ]);
    const index = await db().indexedSubmission.findMany({
      where: { submissionId: { in: ids } },
      orderBy: { submissionId: "asc" },
      select: { submissionId: true, holderId: true },
    });
    expect(index).toEqual([
      { submissionId: "dis-held-1", holderId: null },
      { submissionId: "dis-held-2", holderId: null },
      { submissionId: "dis-other", holderId: other.id },
    ]);
    const event = await db().auditEvent.findFirstOrThrow({
      where: { targetId: reviewer.id, action: "user.set_disabled" },
    });
    expect(JSON.parse(event.detail!)).toMatchObject({ released: ["dis-held-1", "dis-held-2"] });
  });

  it("an admin creates an account, changes its role and disables it; each step is audited", async () => {
    const admin = await createAccount("admin");
    await inRequestAs(admin);
    const email = `New.Person-${Date.now()}@Example.test`;
    const created = await createUser({
      email,
      name: "New Person",
      role: "reviewer",
      password: "correct horse battery",
    });
    expect(created).toMatchObject({ ok: true });
    const id = created.ok ? created.data.id : "";
    const row = await db().reviewer.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ email: email.toLowerCase(), role: "reviewer", disabled: false });
    expect(await verifyPassword(row.passwordHash!, "correct horse battery")).toBe(true);
    expect(
      await createUser({ email, name: "Again", role: "admin", password: "correct horse battery" }),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/already exists/) });

    // The new account acts once (its row is now cached for the session check), then is changed:
    // each change applies to its very next request.
    await inRequestAs({ id, email: row.email, role: "reviewer" });
    expect(await currentActor()).toMatchObject({ id, role: "reviewer" });
    await inRequestAs(admin);
    expect(await changeUserRole({ userId: id, role: "manager" })).toEqual({
      ok: true,
      data: { role: "manager" },
    });
    await inRequestAs({ id, email: row.email, role: "reviewer" });
    expect(await currentActor()).toMatchObject({ id, role: "manager" });
    await inRequestAs(admin);
    expect(await setUserPassword({ userId: id, password: "another long password" })).toEqual({
      ok: true,
      data: { changed: true },
    });
    expect(
      await verifyPassword(
        (await db().reviewer.findUniqueOrThrow({ where: { id } })).passwordHash!,
        "another long password",
      ),
    ).toBe(true);
    expect(await setUserDisabled({ userId: id, disabled: "true" })).toEqual({
      ok: true,
      data: { disabled: true },
    });
    // The disabled account's session stops working on its next request.
    await inRequestAs({ id, email: row.email, role: "manager" });
    expect(await currentActor()).toBeNull();

    const log = await db().auditEvent.findMany({ where: { targetId: id }, orderBy: { seq: "asc" } });
    expect(log.map((e) => [e.action, e.outcome, e.actorId])).toEqual([
      ["user.create", "success", admin.id],
      ["user.change_role", "success", admin.id],
      ["user.set_password", "success", admin.id],
      ["user.set_disabled", "success", admin.id],
    ]);
    expect(JSON.parse(log[1]!.detail!)).toMatchObject({ from: "reviewer", to: "manager" });
    expect(JSON.stringify(log)).not.toContain("correct horse battery");
    expect(JSON.stringify(log)).not.toContain("another long password");
  });

  it("refuses weak input, unknown accounts, and an admin locking themselves out", async () => {
    const admin = await createAccount("admin");
    await inRequestAs(admin);
    expect(
      await createUser({ email: "not-an-email", name: "", role: "owner", password: "short" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        email: [expect.any(String)],
        name: [expect.any(String)],
        role: ["Choose reviewer, manager or admin."],
        password: [expect.stringMatching(/at least 12/)],
      },
    });
    expect(await changeUserRole({ userId: "nobody", role: "admin" })).toMatchObject({
      ok: false,
      error: "No such account.",
    });
    expect(await setUserDisabled({ userId: admin.id, disabled: "true" })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/your own account/),
    });
    expect(await changeUserRole({ userId: admin.id, role: "reviewer" })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/your own role/),
    });
    expect((await db().reviewer.findUniqueOrThrow({ where: { id: admin.id } })).role).toBe("admin");
  });

  it("a manager may not administer users", async () => {
    const target = await createAccount("reviewer");
    await inRequestAs(await createAccount("manager"));
    expect(await changeUserRole({ userId: target.id, role: "admin" })).toMatchObject({
      ok: false,
      error: "Your role does not allow this.",
    });
    expect((await db().reviewer.findUniqueOrThrow({ where: { id: target.id } })).role).toBe("reviewer");
  });

  it("answers an admin in Korean in Korean and records the refusal in English", async () => {
    const admin = await createAccount("admin");
    await db().reviewer.update({ where: { id: admin.id }, data: { locale: "ko" } });
    await inRequestAs(admin);
    expect(
      await createUser({ email: "not-an-email", name: "", role: "owner", password: "short" }),
    ).toMatchObject({
      ok: false,
      error: "입력 내용을 고쳐야 하는 항목이 있습니다.",
      fieldErrors: {
        email: ["이메일 주소를 입력하세요."],
        role: ["심사자, 관리자, 시스템 관리자 중에서 선택하세요."],
        password: ["초기 비밀번호를 12자 이상 입력하세요."],
      },
    });
    expect(await changeUserRole({ userId: admin.id, role: "reviewer" })).toEqual({
      ok: false,
      error: "본인의 역할은 변경할 수 없습니다. 다른 시스템 관리자에게 요청하세요.",
    });
    const refusal = await db().auditEvent.findFirstOrThrow({
      where: { action: "user.change_role", actorId: admin.id },
      orderBy: { seq: "desc" },
    });
    expect(refusal).toMatchObject({
      outcome: "failure",
      reason: "You cannot change your own role; ask another admin.",
    });
  });
});
