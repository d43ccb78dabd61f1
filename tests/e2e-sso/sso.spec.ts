// Single sign-on against a real OpenID Connect provider on localhost (node-oidc-provider,
// started here): a person signs in through the provider's own login and consent pages and
// lands with the role of the enabled account that has their e-mail; a disabled account's
// e-mail and an unknown one are refused with a message saying why, and nothing is created;
// signing out ends the session in the database, so neither Back nor the old cookie gets in.
// Every step is in the audit log, with no e-mail of anyone who has no account here.
import type { Page } from "@playwright/test";
import { test, expect } from "../e2e/fixtures";
import type { DashboardProcess } from "../e2e-faults/dashboard-process";
import { noteSensitive } from "../e2e/sensitive-values";
import type { IdentityProvider } from "./identity-provider";
import { signInThroughProvider, ssoAccount, startSsoServers } from "./sso-servers";

let provider: IdentityProvider;
let dashboard: DashboardProcess;

test.beforeAll(async () => {
  ({ provider, dashboard } = await startSsoServers());
});
test.afterAll(async () => {
  await dashboard?.stop();
  await provider?.stop();
});

const refusal = "Single sign-on confirmed who you are, but no enabled account here has that e-mail.";

function signInEvents() {
  return dashboard.db().auditEvent.findMany({ where: { action: "auth.sign_in" }, orderBy: { seq: "asc" } });
}

test("signs in through the provider with the role of the account of that e-mail, and signing out ends the session for good", async ({
  page,
  browser,
}) => {
  const manager = await ssoAccount(dashboard, "manager");
  await signInThroughProvider(page, dashboard.url, manager.email, "/audit");

  // A manager-only page, reached as the manager the account says.
  await expect(page).toHaveURL(`${dashboard.url}/audit`);
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  const header = page.getByRole("navigation", { name: "Main", exact: true });
  await expect(header).toContainText(manager.email);
  await expect(header.getByText("manager", { exact: true })).toBeVisible();
  const sessions = () => dashboard.db().reviewerSession.findMany({ where: { reviewerId: manager.id } });
  expect(await sessions()).toMatchObject([{ endedAt: null }]);
  expect(
    (await dashboard.db().reviewer.findUniqueOrThrow({ where: { id: manager.id } })).lastSignInAt,
  ).not.toBeNull();
  const cookies = await page.context().cookies(dashboard.url);

  await header.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/signin/);
  expect(await sessions()).toMatchObject([{ endReason: "signed_out" }]);
  // Back asks the dashboard for the audit log again, which sends the browser to sign in.
  await page.goBack();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Faudit/);
  await expect(page.getByRole("heading", { name: "Sign in to KYC Review", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Audit log", exact: true })).toHaveCount(0);
  // The cookie from before the sign-out, presented again, names an ended session: 401.
  const replay = await browser.newContext();
  await replay.addCookies(cookies);
  const replayPage = await replay.newPage();
  expect((await replayPage.goto(`${dashboard.url}/audit`))?.status()).toBe(401);
  await expect(replayPage.getByRole("heading", { name: "Please sign in again", exact: true })).toBeVisible();
  await expect(replayPage.getByRole("heading", { name: "Audit log", exact: true })).toHaveCount(0);
  await replay.close();

  const events = await dashboard.db().auditEvent.findMany({
    where: { actorId: manager.id, action: { in: ["auth.sign_in", "auth.sign_out"] } },
    orderBy: { seq: "asc" },
  });
  expect(events.map((e) => [e.action, e.outcome, e.actorRole])).toEqual([
    ["auth.sign_in", "success", "manager"],
    ["auth.sign_out", "success", "manager"],
  ]);
  expect(JSON.parse(events[0]!.detail ?? "{}")).toMatchObject({ method: "oidc" });
});

test("refuses a disabled account's e-mail with a message saying why, and creates nothing", async ({
  page,
}) => {
  const account = await ssoAccount(dashboard, "manager", true);
  const [event] = await refusedSignIn(page, account.email);
  expect([event?.outcome, event?.reason, event?.actorId]).toEqual([
    "failure",
    "account disabled",
    account.id,
  ]);
});

test("refuses an e-mail with no account with a message saying why, creates nothing and logs no e-mail", async ({
  page,
}) => {
  const email = `sso-stranger-${Math.random().toString(36).slice(2, 10)}@example.test`;
  noteSensitive("e-mail", email, "single sign-on e-mail with no account");
  const [event] = await refusedSignIn(page, email);
  expect([event?.outcome, event?.reason, event?.actorId]).toEqual([
    "failure",
    "no account with this e-mail",
    null,
  ]);
  expect(await dashboard.db().reviewer.count({ where: { email } })).toBe(0);
  // The e-mail itself is in no field of the event, only its keyed hash.
  expect(JSON.stringify(event)).not.toContain(email.split("@")[0]);
});

/** Signs in as `email` at the provider, checks the refusal and that nothing was created; returns the new sign-in events. */
async function refusedSignIn(page: Page, email: string) {
  const before = {
    reviewers: await dashboard.db().reviewer.count(),
    sessions: await dashboard.db().reviewerSession.count(),
    signIns: (await signInEvents()).length,
  };
  await signInThroughProvider(page, dashboard.url, email, "/submissions");
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toHaveCount(0);
  await page.goto(`${dashboard.url}/submissions`);
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fsubmissions/);

  expect(await dashboard.db().reviewer.count()).toBe(before.reviewers);
  expect(await dashboard.db().reviewerSession.count()).toBe(before.sessions);
  const events = (await signInEvents()).slice(before.signIns);
  expect(events).toHaveLength(1);
  expect(JSON.parse(events[0]!.detail ?? "{}")).toMatchObject({
    method: "oidc",
    emailHmac: expect.any(String),
  });
  return events;
}
