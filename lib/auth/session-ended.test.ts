// A cookie whose session ended (signed out elsewhere, ended in the database) or whose account
// was disabled is no session anywhere: the proxy sends pages to sign-in and answers API routes
// 401, /api/auth/session gives no identity, route handlers answer 401, and a server action
// still reaches its wrapper, which says "sign in again" (and the form keeps what was typed).
// Real tokens, real database; only Next's request scope is stood in for.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as authGet } from "@/app/api/auth/[...nextauth]/route";
import { GET as rows } from "@/app/api/submissions/rows/route";
import { addCaseNoteAction } from "@/lib/case-notes/actions";
import { db } from "@/lib/db";
import { proxy } from "@/proxy";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs, lastSession, mockedNextHeaders } from "@/tests/support/request-scope";
import { routeStatus } from "@/tests/support/route-status";
import { endSession } from "./sessions";

type Person = Awaited<ReturnType<typeof createAccount>>;

/** The cookie header of a fresh session of `person`, and that session's id. */
async function cookieOf(person: Person) {
  await inRequestAs(person);
  return { cookie: (await mockedNextHeaders.headers()).get("cookie")!, sessionId: lastSession.id };
}

const ways = {
  "signed out": async (person: Person, sessionId: string) => endSession(sessionId, "signed_out"),
  disabled: async (person: Person) => {
    await db().reviewer.update({ where: { id: person.id }, data: { disabled: true } });
  },
};

const send = (
  path: string,
  cookie: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) =>
  proxy(
    new NextRequest(
      new Request(`http://localhost${path}`, {
        method: init.method ?? "GET",
        headers: { cookie, "x-forwarded-proto": "http", ...init.headers },
        body: init.body,
      }),
    ),
  );

describe("a cookie whose session ended, or whose account is disabled", () => {
  for (const [way, end] of Object.entries(ways)) {
    it(`${way}: the proxy lets a page answer 401 itself and answers an API route 401`, async () => {
      const person = await createAccount("reviewer");
      const { cookie, sessionId } = await cookieOf(person);
      // While the session is live, both pass.
      expect((await send("/submissions", cookie)).headers.get("x-middleware-next")).toBe("1");
      await end(person, sessionId);
      // The page's own authorize() answers 401 "Please sign in again" (the sso e2e sees it);
      // without any session cookie the proxy sends a page to sign in.
      const page = await send("/submissions?view=all", cookie);
      expect(page.headers.get("x-middleware-next")).toBe("1");
      const none = await send("/submissions?view=all", "");
      expect(none.status).toBe(307);
      expect(none.headers.get("location")).toBe(
        "http://localhost/signin?callbackUrl=%2Fsubmissions%3Fview%3Dall",
      );
      const api = await send("/api/submissions/rows", cookie);
      expect(api.status).toBe(401);
      expect(await api.json()).toEqual({
        error: { code: "unauthenticated", message: "Sign in to continue." },
      });
      // A server action passes on to its wrapper, which answers in the form.
      const action = await send("/submissions/x", cookie, {
        method: "POST",
        headers: { "next-action": "a".repeat(42), "content-type": "text/plain;charset=UTF-8" },
        body: '["$undefined"]',
      });
      expect(action.headers.get("x-middleware-next")).toBe("1");
    });

    it(`${way}: /api/auth/session gives no identity, a route handler answers 401, an action says sign in`, async () => {
      const person = await createAccount("reviewer");
      const { cookie, sessionId } = await cookieOf(person);
      const session = () =>
        authGet(new NextRequest("http://localhost/api/auth/session", { headers: { cookie } })).then((r) =>
          r.json(),
        );
      expect(await session()).toMatchObject({ user: { email: person.email } });
      await end(person, sessionId);
      expect(await session()).toBeNull();

      await inRequestAs(person, { sessionId });
      expect(await routeStatus(() => rows(new Request("http://localhost/api/submissions/rows")))).toBe(401);
      await inRequestAs(person, { sessionId });
      const form = new FormData();
      form.set("submissionId", "0f7d5a52-1c2b-4d3e-8f9a-0b1c2d3e4f5a");
      form.set("body", "a note typed before the session ended");
      expect(await addCaseNoteAction(null, form)).toEqual({
        ok: false,
        error: "Your session has ended. Sign in again.",
        signIn: true,
      });
    });
  }
});
