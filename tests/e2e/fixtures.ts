// Shared e2e fixtures: any console error or uncaught page error fails the test; `signIn`
// creates a fresh account of a role and signs in through the real sign-in page.
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
      await signInAs(page, account, path);
      return account;
    });
  },
});

export { expect };
