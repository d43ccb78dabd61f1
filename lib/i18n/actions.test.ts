// The language switch's action for real, against the test database: the choice lands on the
// account and in the audit log, and the next request is in it.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { setLocale } from "./actions";
import { requestPreferences } from "./request-preferences";

describe("setLocale", () => {
  it("stores the reviewer's language on their account, audited, and the next request speaks it", async () => {
    const reviewer = await createAccount("reviewer");
    await inRequestAs(reviewer);
    expect(await setLocale({ locale: "ko" })).toEqual({ ok: true, data: { locale: "ko" } });

    const account = await db().reviewer.findUniqueOrThrow({ where: { id: reviewer.id } });
    expect(account.locale).toBe("ko");
    // The cookie it leaves is seen by the browser: tests/e2e/i18n.spec.ts (the stand-in for
    // Next's request scope keeps no cookies).
    const event = await db().auditEvent.findFirst({
      where: { action: "user.set_locale", actorId: reviewer.id },
      orderBy: { seq: "desc" },
    });
    expect(event).toMatchObject({ outcome: "success", targetId: reviewer.id });
    expect(JSON.parse(event!.detail ?? "{}")).toMatchObject({ locale: "ko" });

    await inRequestAs(reviewer); // the next request: requestPreferences() is cached per request only
    await expect(requestPreferences()).resolves.toEqual({
      locale: "ko",
      timeZone: "Asia/Seoul",
      source: "account",
    });
  });

  it("refuses a language the dashboard does not speak, and changes nothing", async () => {
    const reviewer = await createAccount("reviewer");
    await inRequestAs(reviewer);
    const result = await setLocale({ locale: "fr" });
    expect(result).toMatchObject({ ok: false, fieldErrors: { locale: ["Choose English or Korean."] } });
    expect((await db().reviewer.findUniqueOrThrow({ where: { id: reviewer.id } })).locale).toBeNull();
  });
});
