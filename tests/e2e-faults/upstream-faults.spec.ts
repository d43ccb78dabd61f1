// What a reviewer sees when the KYC service fails: a dashboard process reaching the real
// service through a faulting proxy, which answers for the service with what the real one
// cannot be made to produce on demand (a 503, no answer at all, a body that is not JSON).
// Each page names the problem in words a reviewer can act on, reads are retried (the proxy
// counts the calls), and once the fault clears the same page works again. The case page's
// faults name the submission's id, so they count exactly the reads of that case: the queue
// page the sign-in lands on pages through the same path (without an id) while the test goes on.
import { test, expect } from "../e2e/fixtures";
import { createE2ESubmission } from "../e2e/kyc-service";
import type { DashboardProcess } from "./dashboard-process";
import type { FaultProxy } from "./fault-proxy";
import { signInTo, startFaultServers } from "./servers";

let proxy: FaultProxy;
let dashboard: DashboardProcess;
let submissionId: string;

test.beforeAll(async () => {
  // A short timeout so the stalled call ends within the test. The case index's sync is off here:
  // its calls would share the proxy's counts (index-stale.spec.ts shows the sync under faults).
  ({ proxy, dashboard } = await startFaultServers({
    KYC_API_TIMEOUT_MS: "2000",
    CASE_INDEX_SYNC_SECONDS: "0",
  }));
  submissionId = await createE2ESubmission(`e2e-faults-${Date.now()}@example.com`);
});
test.afterAll(async () => {
  await dashboard?.stop();
  await proxy?.close();
});
test.afterEach(() => proxy.clear());

const submissionPath = /^\/v2\/submission$/;
const thisCase = () => ({ query: { submission_id: submissionId } });

for (const [name, fault, message, tries] of [
  [
    "a 503 (faulting proxy answers for the service)",
    { status: 503 },
    "The KYC service failed (HTTP 503). Try again later.",
    3,
  ],
  [
    "no answer at all (faulting proxy stalls)",
    "stall",
    "The KYC service did not answer in time. Try again in a moment.",
    1,
  ],
  [
    "a body that is not JSON (faulting proxy)",
    "malformed",
    "The KYC service sent an answer the dashboard could not understand.",
    1,
  ],
] as const) {
  test(`the case page names the failure on ${name}, and loads once it clears`, async ({ page }) => {
    const reviewer = await dashboard.account("reviewer");
    await signInTo(page, dashboard, reviewer, "/submissions");
    const rule = proxy.fail("GET", submissionPath, fault, thisCase());
    await page.goto(`${dashboard.url}/submissions/${submissionId}`);
    await expect(page.getByText("This submission could not be loaded.")).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    // The page reads the case once. A 503 is retried twice before the page gives up, so that
    // read met it three times; a timeout or a malformed answer is not retried, asking again at
    // once would only make the reviewer wait. The error shows only after the last try.
    expect(rule.faulted).toBe(tries);
    proxy.clear();
    await page.getByRole("link", { name: /try again/i }).click();
    await expect(page.getByText(submissionId).first()).toBeVisible();
    await expect(page.getByText("This submission could not be loaded.")).toHaveCount(0);
  });
}

test("a read that fails once (faulting proxy, one 502) is retried and the page loads", async ({ page }) => {
  const reviewer = await dashboard.account("reviewer");
  await signInTo(page, dashboard, reviewer, "/submissions");
  // Only the first call gets the 502; the retry reaches the service.
  const rule = proxy.fail("GET", submissionPath, { status: 502 }, { times: 1, ...thisCase() });
  await page.goto(`${dashboard.url}/submissions/${submissionId}`);
  await expect(page.getByText(submissionId).first()).toBeVisible();
  await expect(page.getByText("This submission could not be loaded.")).toHaveCount(0);
  expect(rule.faulted).toBe(1);
});
