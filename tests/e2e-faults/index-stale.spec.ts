// The queue while the KYC service fails: a dashboard process whose case index syncs through the
// faulting proxy. With every list call failing (500), the queue keeps answering from the index
// and says since when it is stale, with no stack; once the fault clears, the sync resumes by
// itself (with backoff) and the queue says it is up to date again.
import { test, expect } from "../e2e/fixtures";
import { createE2ESubmission } from "../e2e/kyc-service";
import type { DashboardProcess } from "./dashboard-process";
import type { FaultProxy } from "./fault-proxy";
import { signInTo, startFaultServers } from "./servers";

let proxy: FaultProxy;
let dashboard: DashboardProcess;

test.beforeAll(async () => {
  // The first build reads every submission the e2e suite has made so far, however many that
  // is: the test starts once it is done (and its own submission is in), not after a set time.
  test.setTimeout(300_000);
  ({ proxy, dashboard } = await startFaultServers({ CASE_INDEX_SYNC_SECONDS: "1" }));
  const id = await createE2ESubmission(`e2e-stale-${Date.now()}@example.com`);
  await expect
    .poll(
      async () => {
        const [state, row] = await Promise.all([
          dashboard.db().caseIndexState.findFirst({ select: { builtAt: true } }),
          dashboard
            .db()
            .indexedSubmission.findUnique({ where: { submissionId: id }, select: { submissionId: true } }),
        ]);
        return Boolean(state?.builtAt && row);
      },
      { timeout: 280_000, intervals: [500] },
    )
    .toBe(true);
});
test.afterAll(async () => {
  await dashboard?.stop();
  await proxy?.close();
});

test("the queue answers from the case index while the service fails, says since when, and recovers by itself", async ({
  page,
}) => {
  const reviewer = await dashboard.account("reviewer");
  await signInTo(page, dashboard, reviewer, "/submissions?view=all");
  const freshness = page.getByTestId("index-freshness");
  await expect(async () => {
    await page.goto(`${dashboard.url}/submissions?view=all`);
    await expect(freshness).toContainText("Up to date as of", { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const rows = page.locator("tbody tr[data-submission-id]");
  await expect(rows.first()).toBeVisible();

  proxy.fail("GET", /^\/v2\/submission$/, { status: 500 });
  await expect(async () => {
    await page.goto(`${dashboard.url}/submissions?view=all`);
    await expect(freshness).toContainText("is not answering the sync since", { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(freshness).toContainText("The sync retries by itself.");
  await expect(rows.first()).toBeVisible(); // still answering from the index
  await expect(page.locator("main")).not.toContainText(/node_modules|Error:|\bat \S+ \(/);

  proxy.clear();
  await expect(async () => {
    await page.goto(`${dashboard.url}/submissions?view=all`);
    await expect(freshness).toContainText("Up to date as of", { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
});
