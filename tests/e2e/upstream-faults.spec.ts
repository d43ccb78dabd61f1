// When the KYC service fails: a second dashboard reaches the real service through a proxy
// that fails calls on request (mocked faults: a 5xx, silence, a garbled body). Reads are
// retried; what cannot be read is named in plain words with a way to try again, never a stack.
import { expect, test, type Page } from "@playwright/test";
import { E2EAccounts } from "./accounts";
import { signInAs } from "./fixtures";
import { startFaultProxy, type FaultProxy } from "./fault-proxy";
import { createE2ESubmission } from "./kyc-service";
import { startSecondDashboard, type SecondDashboard } from "./second-dashboard";

test.describe.configure({ mode: "serial" });

const port = Number(process.env.E2E_DASHBOARD_PORT ?? 3100) + 7;
let proxy: FaultProxy;
let dashboard: SecondDashboard;
let accounts: E2EAccounts;
let submissionId: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  proxy = await startFaultProxy();
  // A short timeout so that silence is noticed within the test.
  dashboard = await startSecondDashboard(port, {
    KYC_API_BASE_URL: proxy.url,
    KYC_API_V3_BASE_URL: proxy.url,
    KYC_API_TIMEOUT_MS: "2000",
  });
  accounts = new E2EAccounts();
  submissionId = await createE2ESubmission(`faults-${Date.now()}@example.com`);
});

test.afterAll(async () => {
  await dashboard?.stop();
  await proxy?.close();
  await accounts?.cleanUp();
});

const caseUrl = () => `/submissions/${encodeURIComponent(submissionId)}`;
const oneSubmission = () => new RegExp(`GET /v2/submission\\?submission_id=${submissionId}`);

async function signedIn(page: Page, path: string) {
  await signInAs(page, await accounts.create("reviewer"), path);
}

function expectNoStackOrSecret(text: string) {
  expect(text).not.toMatch(/\bat .+\(.+:\d+:\d+\)|Error:|node_modules|x-api-key/i);
}

test("mocked upstream: reads are retried, so two 503s in a row still show the case", async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: dashboard.url })).newPage();
  await signedIn(page, "/submissions");
  proxy.fail({ kind: "status", status: 503 }, oneSubmission(), 2);
  const before = proxy.calls(oneSubmission());
  await page.goto(caseUrl());
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("This submission could not be loaded.")).toHaveCount(0);
  expect(proxy.calls(oneSubmission()) - before).toBeGreaterThanOrEqual(3);
});

test("mocked upstream: a 5xx, silence and a garbled answer are named in plain words, with a way to try again", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await (await browser.newContext({ baseURL: dashboard.url })).newPage();
  await signedIn(page, "/submissions");
  const cases = [
    [{ kind: "status", status: 500 }, "The KYC service failed (HTTP 500). Try again later."],
    [{ kind: "silence" }, "The KYC service did not answer in time. Try again in a moment."],
    [{ kind: "garbled" }, "The KYC service sent an answer the dashboard could not understand."],
  ] as const;
  for (const [fault, message] of cases) {
    proxy.fail(fault, /GET \/v2\/submission\?/);
    await page.goto(caseUrl());
    const alert = page.getByRole("alert").filter({ hasText: "This submission could not be loaded." });
    await expect(alert).toContainText(message);
    await expect(alert.getByRole("link", { name: "Try again" })).toBeVisible();
    expectNoStackOrSecret(await page.locator("main").innerText());

    await page.goto("/submissions?view=all");
    const queue = page.getByRole("alert").filter({ hasText: "The search stopped before the page was full." });
    await expect(queue).toContainText(message);
    expectNoStackOrSecret(await page.locator("main").innerText());

    // Once the service answers again, "Try again" brings the rows back.
    proxy.heal();
    await queue.getByRole("button", { name: "Try again" }).click();
    await expect(page.locator("tbody tr[data-submission-id]").first()).toBeVisible();
  }
  // The causes are in the dashboard's log, the applicants' data is not.
  expect(dashboard.output()).not.toMatch(/faults-\d+@example\.com/);
});
