import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { admitSsoIdentity, ssoAccount } from "./sso";

const lastSignIn = () =>
  db().auditEvent.findFirstOrThrow({ where: { action: "auth.sign_in" }, orderBy: { seq: "desc" } });

describe("single sign-on admits only enabled accounts of the same e-mail", () => {
  it("admits an enabled account (any case of e-mail) with its role, and records it", async () => {
    const account = await createAccount("manager");
    await inRequestAs(null, { ip: "198.51.100.7" });
    expect(await admitSsoIdentity({ email: account.email.toUpperCase(), email_verified: true })).toBe(true);
    expect(await lastSignIn()).toMatchObject({
      actorId: account.id,
      actorRole: "manager",
      outcome: "success",
      detail: JSON.stringify({ method: "oidc" }),
      ip: "198.51.100.7",
    });
    expect(
      (await db().reviewer.findUniqueOrThrow({ where: { id: account.id } })).lastSignInAt,
    ).not.toBeNull();
    expect(await ssoAccount(` ${account.email.toUpperCase()}`)).toEqual(account);
  });

  it("refuses a disabled account, naming it in the log", async () => {
    const account = await createAccount("admin", { disabled: true });
    await inRequestAs(null);
    expect(await admitSsoIdentity({ email: account.email })).toBe(false);
    expect(await lastSignIn()).toMatchObject({
      actorId: account.id,
      outcome: "failure",
      reason: "account disabled",
    });
    expect(await ssoAccount(account.email)).toBeNull();
  });

  it("refuses an unknown e-mail, keeping only its keyed hash, and creates no account", async () => {
    await inRequestAs(null);
    const before = await db().reviewer.count();
    expect(await admitSsoIdentity({ email: "stranger@example.test", email_verified: true })).toBe(false);
    const event = await lastSignIn();
    expect(event).toMatchObject({ actorId: null, outcome: "failure", reason: "no account with this e-mail" });
    expect(JSON.parse(event.detail ?? "{}")).toMatchObject({ method: "oidc", emailHmac: expect.any(String) });
    expect(JSON.stringify(event)).not.toContain("stranger");
    expect(await db().reviewer.count()).toBe(before);
  });

  it("refuses an e-mail the provider has not verified, and an identity without an e-mail", async () => {
    const account = await createAccount("reviewer");
    await inRequestAs(null);
    expect(await admitSsoIdentity({ email: account.email, email_verified: false })).toBe(false);
    expect(await lastSignIn()).toMatchObject({
      actorId: account.id,
      reason: "the identity provider has not verified this e-mail",
    });
    expect(await admitSsoIdentity({ email_verified: true })).toBe(false);
    expect(await admitSsoIdentity(undefined)).toBe(false);
    expect(await lastSignIn()).toMatchObject({
      actorId: null,
      reason: "the identity provider gave no e-mail",
    });
  });
});
