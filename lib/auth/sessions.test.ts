// Sessions that end: a saved cookie stops working after sign-out, after an admin changes the
// account (password, role, disable then enable), and after the idle and absolute timeouts.
// Real tokens, real database; next/cache stands in (it needs a Next.js request).
import { describe, expect, it } from "vitest";
import { currentActor } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs, lastSession } from "@/tests/support/request-scope";
import { authConfig } from "./config";

const { changeUserRole, setUserDisabled, setUserPassword } = await import("@/lib/users/actions");

/** Signs in `person` and returns a way to replay that same cookie later. */
async function savedCookie(person: Awaited<ReturnType<typeof createAccount>>) {
  await inRequestAs(person);
  const sessionId = lastSession.id;
  expect((await currentActor())?.id).toBe(person.id);
  return () => inRequestAs(person, { sessionId });
}

describe("a saved session cookie stops working", () => {
  it("after sign-out (Auth.js's signOut event ends the session it names)", async () => {
    const person = await createAccount("reviewer");
    const replay = await savedCookie(person);
    await authConfig().events!.signOut!({
      token: { sub: person.id, email: person.email, role: "reviewer", sid: lastSession.id },
    });
    await replay();
    expect(await currentActor()).toBeNull();
  });

  it("after an admin sets a new password, changes the role, or disables and enables the account", async () => {
    const admin = await createAccount("admin");
    for (const change of ["password", "role", "disable"] as const) {
      const person = await createAccount("reviewer");
      const replay = await savedCookie(person);
      await inRequestAs(admin);
      if (change === "password")
        expect(await setUserPassword({ userId: person.id, password: "a-new-password-1234" })).toMatchObject({
          ok: true,
        });
      if (change === "role")
        expect(await changeUserRole({ userId: person.id, role: "manager" })).toMatchObject({ ok: true });
      if (change === "disable") {
        expect(await setUserDisabled({ userId: person.id, disabled: "true" })).toMatchObject({ ok: true });
        expect(await setUserDisabled({ userId: person.id, disabled: "false" })).toMatchObject({ ok: true });
      }
      await replay();
      expect(await currentActor(), change).toBeNull();
      // A fresh sign-in works again.
      await inRequestAs(person);
      expect((await currentActor())?.id, change).toBe(person.id);
    }
  });

  it("after the idle timeout and after the absolute timeout, recording why", async () => {
    const person = await createAccount("reviewer");
    const idle = await savedCookie(person);
    const idleId = lastSession.id;
    await db().reviewerSession.update({
      where: { id: idleId },
      data: { lastSeenAt: new Date(Date.now() - 31 * 60_000) },
    });
    await idle();
    expect(await currentActor()).toBeNull();
    const old = await savedCookie(person);
    const oldId = lastSession.id;
    await db().reviewerSession.update({
      where: { id: oldId },
      data: { createdAt: new Date(Date.now() - 9 * 3_600_000) },
    });
    await old();
    expect(await currentActor()).toBeNull();
    const ended = await db().reviewerSession.findMany({ where: { id: { in: [idleId, oldId] } } });
    expect(ended.map((s) => [s.id, s.endReason]).sort()).toEqual(
      [
        [idleId, "idle_timeout"],
        [oldId, "absolute_timeout"],
      ].sort(),
    );
  });

  it("for a session of another account, or a cookie that names no session", async () => {
    const person = await createAccount("reviewer");
    const other = await createAccount("reviewer");
    await inRequestAs(other);
    const othersSession = lastSession.id;
    await inRequestAs(person, { sessionId: othersSession });
    expect(await currentActor()).toBeNull();
    await inRequestAs(person, { sessionId: "no-such-session" });
    expect(await currentActor()).toBeNull();
  });
});
