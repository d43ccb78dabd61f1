// Shared e2e fixtures: any console error or uncaught page error fails the test; `signIn`
// creates a fresh account of a role and signs in through Auth.js's credentials endpoint
// (signInByRequest); `signInAs` drives the sign-in page itself.
import { test as base, expect, type Page } from "@playwright/test";
import type { Role } from "../../lib/auth/permissions";
import { E2EAccounts, type E2EAccount } from "./accounts";

export async function signInAs(page: Page, account: E2EAccount, path = "/submissions"): Promise<void> {
  await page.goto(`/signin?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
}

/**
 * Signs in through Auth.js's own credentials endpoint (the CSRF token, then the e-mail and
 * password, as the sign-in page's action hands them to Auth.js), then opens `path`. For tests
 * about something else than signing in, sparing each a page it does not look at; the sign-in
 * page itself is driven by signInAs in auth.spec.ts.
 */
export async function signInByRequest(page: Page, account: E2EAccount, path = "/submissions"): Promise<void> {
  const csrf = await page.request.get("/api/auth/csrf");
  expect(csrf.ok(), `GET /api/auth/csrf: ${csrf.status()}`).toBe(true);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: account.email, password: account.password, callbackUrl: path },
    maxRedirects: 0,
  });
  // Auth.js answers a sign-in with a redirect: to the callback when it worked, else to the
  // sign-in page with an error.
  const location = answer.headers()["location"] ?? "";
  expect(answer.status(), `sign-in answered ${answer.status()}`).toBe(302);
  expect(location, "sign-in refused").not.toMatch(/[?&]error=/);
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
}

export const test = base.extend<{
  /** A test that expects a browser error (e.g. a 403 page) says so: `allowedConsoleErrors.push(/403/)`. */
  allowedConsoleErrors: RegExp[];
  failOnConsoleErrors: void;
  accounts: E2EAccounts;
  signIn: (role: Role, path?: string) => Promise<E2EAccount>;
}>({
  allowedConsoleErrors: async ({}, provide) => {
    await provide([]);
  },
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, provide) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await provide();
      expect(
        errors.filter((text) => !allowedConsoleErrors.some((allowed) => allowed.test(text))),
        "console errors in the page",
      ).toEqual([]);
    },
    { auto: true },
  ],
  accounts: async ({}, provide) => {
    const accounts = new E2EAccounts();
    await provide(accounts);
    await accounts.cleanUp();
  },
  signIn: async ({ page, accounts }, provide) => {
    await provide(async (role, path) => {
      const account = await accounts.create(role);
      await signInByRequest(page, account, path);
      return account;
    });
  },
});

export { expect };
