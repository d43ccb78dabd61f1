import { test, expect, signInAs } from "./fixtures";
import { noteSensitive } from "./sensitive-values";

test("a visitor without a session is sent to sign in, and back to the page afterwards", async ({
  page,
  accounts,
  allowedConsoleErrors,
}) => {
  // Signing out while the queue's rows are still streaming: that request then answers 401,
  // which the browser reports itself.
  allowedConsoleErrors.push(/status of 401 \(Unauthorized\)/);
  await page.goto("/submissions");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fsubmissions/);
  const account = await accounts.create("reviewer");
  await page.getByLabel("E-mail").fill(account.email);
  noteSensitive("password", "not the password", "a wrong password typed at sign-in");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Wrong e-mail or password")).toBeVisible();
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/submissions$/);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto("/submissions");
  await expect(page).toHaveURL(/\/signin/);
});

test("API routes answer 401 without a session", async ({ request }) => {
  const response = await request.get("/api/audit/export");
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({
    error: { code: "unauthenticated", message: "Sign in to continue." },
  });
});

test("a reviewer cannot open the audit log or export it", async ({ page, signIn, allowedConsoleErrors }) => {
  allowedConsoleErrors.push(/status of 403 \(Forbidden\)/); // the browser reports the refused page itself
  await signIn("reviewer", "/deletions");
  await expect(page.getByRole("link", { name: "Audit log", exact: true })).toHaveCount(0);
  const response = await page.goto("/audit");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Audit log", exact: true })).toHaveCount(0);
  expect((await page.request.get("/api/audit/export")).status()).toBe(403);
});

test("a manager opens the audit log and the overview; an admin manages users", async ({
  page,
  signIn,
  accounts,
}) => {
  await signIn("manager", "/audit");
  await expect(page.getByRole("heading", { name: "Audit log", exact: true })).toBeVisible();
  await expect(page.getByTestId("chain-status")).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Overview", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Overview", exact: true })).toBeVisible();
  await expect(page.getByTestId("queue-chart")).toBeVisible();
  await expect(page.getByTestId("decisions-chart")).toBeVisible();
  await expect(page.getByTestId("deletions-chart")).toBeVisible();
  await expect(page.getByRole("link", { name: "Users", exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  // Wait for the sign-out to finish: a still signed-in manager is sent from /signin on to the
  // callback page, which refuses a manager (403).
  await expect(page).toHaveURL(/\/signin/);
  const admin = await accounts.create("admin");
  await signInAs(page, admin, "/admin/users");
  const email = `e2e-new-${Date.now()}@example.test`;
  noteSensitive("e-mail", email, "account created by an admin");
  noteSensitive("password", "a long initial password", "account created by an admin");
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Create account", exact: true }) });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Name").fill("New Reviewer");
  await form.getByLabel("Role").selectOption("manager");
  await form.getByLabel("Initial password").fill("short");
  await form.getByRole("button", { name: "Create account", exact: true }).click();
  // A refused password keeps everything else typed and chosen, with the message at the field.
  await expect(page.getByText("Give an initial password of at least 12 characters.")).toBeVisible();
  await expect(form.getByLabel("E-mail")).toHaveValue(email);
  await expect(form.getByLabel("Name")).toHaveValue("New Reviewer");
  await expect(form.getByLabel("Role")).toHaveValue("manager");
  await form.getByLabel("Role").selectOption("reviewer");
  await form.getByLabel("Initial password").fill("a long initial password");
  await form.getByRole("button", { name: "Create account", exact: true }).click();
  await expect(page.getByText("Account created")).toBeVisible();
  // The initial password does not stay on screen once the account exists.
  await expect(form.getByLabel("Initial password")).toHaveValue("");
  // The list shows 50 accounts a page, and the e2e database keeps every run's: find this one.
  await page.getByLabel("Find an account").fill(email);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page.getByText("Accounts 1–1 of 1")).toBeVisible();
  const row = page.getByTestId(`user-${email}`);
  await row.getByLabel(`Role of ${email}`).selectOption("manager");
  await row.getByRole("button", { name: "Change role", exact: true }).click();
  await expect(row.getByText("Role changed.")).toBeVisible();
  await row.getByRole("button", { name: `Disable ${email}…`, exact: true }).click();
  await row.getByRole("button", { name: `Disable ${email}`, exact: true }).click();
  await expect(row).toContainText("disabled");
});
