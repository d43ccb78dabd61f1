import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { authorizeCredentials, signInLockedUntil } from "./credentials";

const password = "correct horse battery";
const from = (ip: string) => new Headers({ "x-forwarded-for": ip, "user-agent": "vitest" });
const eventsFor = (actorId: string) =>
  db().auditEvent.findMany({ where: { actorId, action: "auth.sign_in" }, orderBy: { seq: "asc" } });

describe("sign-in with e-mail and password", () => {
  it("accepts the right password (any case of e-mail) and records the sign-in", async () => {
    const account = await createAccount("manager", { password });
    await inRequestAs(null, { ip: "198.51.100.1" });
    expect(
      await authorizeCredentials({ email: account.email.toUpperCase(), password }, from("198.51.100.1")),
    ).toEqual(account);
    expect(await eventsFor(account.id)).toMatchObject([
      { outcome: "success", actorRole: "manager", ip: "198.51.100.1" },
    ]);
  });

  it("refuses a wrong password, a disabled account, an unknown e-mail and malformed input", async () => {
    const account = await createAccount("reviewer", { password });
    const disabled = await createAccount("admin", { password, disabled: true });
    const headers = from("198.51.100.2");
    await inRequestAs(null, { ip: "198.51.100.2" });
    expect(await authorizeCredentials({ email: account.email, password: "wrong" }, headers)).toBeNull();
    expect(await authorizeCredentials({ email: disabled.email, password }, headers)).toBeNull();
    expect(await authorizeCredentials({ email: "nobody@example.test", password }, headers)).toBeNull();
    expect(await authorizeCredentials({ email: ["x"], password: 5 }, headers)).toBeNull();
    expect(await eventsFor(disabled.id)).toMatchObject([{ outcome: "failure", reason: "account disabled" }]);
    const unknown = await db().auditEvent.findFirstOrThrow({
      where: { action: "auth.sign_in", actorId: null },
      orderBy: { seq: "desc" },
    });
    // The attempted address is kept only as a keyed hash.
    expect(unknown.detail).not.toContain("nobody@example.test");
    expect(JSON.parse(unknown.detail!).emailHmac).toMatch(/^[0-9a-f]{64}$/);
  });

  it("locks an e-mail after 5 failures, even for the right password, and says until when", async () => {
    const account = await createAccount("reviewer", { password });
    const headers = from("198.51.100.3");
    await inRequestAs(null, { ip: "198.51.100.3" });
    for (let i = 0; i < 5; i++)
      expect(
        await authorizeCredentials({ email: account.email, password: `guess ${i}` }, headers),
      ).toBeNull();
    const until = await signInLockedUntil(account.email, headers);
    expect(until!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await authorizeCredentials({ email: account.email, password }, headers)).toBeNull();
    expect((await eventsFor(account.id)).map((e) => JSON.parse(e.detail!).locked)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    const locked = await db().auditEvent.findFirstOrThrow({
      where: { reason: "locked after repeated failures" },
      orderBy: { seq: "desc" },
    });
    // A locked attempt names no actor: the lock must not confirm which accounts exist.
    expect(locked).toMatchObject({ outcome: "failure", actorId: null, ip: "198.51.100.3" });
  });

  it("checks no more than 5 passwords when 30 sign-ins with one e-mail arrive at once", async () => {
    const account = await createAccount("reviewer", { password });
    const headers = from("198.51.100.4");
    await inRequestAs(null, { ip: "198.51.100.4" });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        authorizeCredentials({ email: account.email, password: `parallel ${i}` }, headers),
      ),
    );
    expect(results.every((r) => r === null)).toBe(true);
    // A checked password is audited under the account; a refused attempt names no actor.
    expect(await eventsFor(account.id)).toHaveLength(5);
    const refused = await db().auditEvent.count({
      where: {
        action: "auth.sign_in",
        actorId: null,
        ip: "198.51.100.4",
        reason: "locked after repeated failures",
      },
    });
    expect(refused).toBe(25);
  });
});
