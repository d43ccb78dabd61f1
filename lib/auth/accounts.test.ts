import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { accountCacheMs, forgetAccount, readAccount } from "./accounts";

afterEach(() => vi.useRealTimers());

describe("readAccount: the reviewer row of a session, kept for 2 s", () => {
  it("sees a change made outside the user administration within accountCacheMs, and one made through it at once", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const account = await createAccount("reviewer");
    expect(await readAccount(account.id)).toMatchObject({
      id: account.id,
      role: "reviewer",
      disabled: false,
    });

    // Another process (a replica, a script) disables it: this process notices within 2 s.
    await db().reviewer.update({ where: { id: account.id }, data: { disabled: true } });
    vi.setSystemTime(Date.now() + accountCacheMs - 1);
    expect(await readAccount(account.id)).toMatchObject({ disabled: false });
    vi.setSystemTime(Date.now() + 2);
    expect(await readAccount(account.id)).toMatchObject({ disabled: true });

    // A change through the user administration drops the entry (lib/users/actions.ts).
    await db().reviewer.update({ where: { id: account.id }, data: { disabled: false, role: "manager" } });
    forgetAccount(account.id);
    expect(await readAccount(account.id)).toMatchObject({ disabled: false, role: "manager" });
  });

  it("keeps an unknown id unknown", async () => {
    expect(await readAccount("no-such-reviewer")).toBeNull();
    expect(await readAccount("no-such-reviewer")).toBeNull();
  });
});
