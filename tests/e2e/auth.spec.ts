import { test, expect } from "./fixtures";

test("a visitor without a session is sent to sign in, and back to the page afterwards", async ({ page, accounts }) => {
  await page.goto("/submissions");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fsubmissions/);
  const account = await accounts.create("reviewer");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Wrong e-mail or password")).toBeVisible();
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/submissions$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto("/submissions");
  await expect(page).toHaveURL(/\/signin/);
});

test("API routes answer 401 without a session", async ({ request }) => {
  const response = await request.get("/api/audit/export");
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ error: "Sign in to continue." });
});

test("a reviewer cannot open the audit log or export it", async ({ page, signIn, allowedConsoleErrors }) => {
  allowedConsoleErrors.push(/status of 403 \(Forbidden\)/); // the browser reports the refused page itself
  await signIn("reviewer", "/submissions");
  await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  const response = await page.goto("/audit");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Audit log" })).toHaveCount(0);
  expect((await page.request.get("/api/audit/export")).status()).toBe(403);
});
