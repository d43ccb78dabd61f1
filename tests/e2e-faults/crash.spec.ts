// A dashboard killed (SIGKILL) between the KYC service's answer and its own write, for a
// decision and for a deletion: a faulting proxy forwards the call (the service really applies
// it) and holds the answer; the dashboard process is killed while it waits; the answer is
// released to nobody; the dashboard is started again on the same database. Its reconciler
// must settle what was in flight, and the audit log must read in the order things happened,
// say what the service shows, and still verify as one keyed chain.
import { readFileSync } from "node:fs";
import path from "node:path";
import { verifyChain } from "../../lib/audit/verify";
import { test, expect } from "../e2e/fixtures";
import { createE2ESubmission, e2eKycClient } from "../e2e/kyc-service";
import type { DashboardProcess } from "./dashboard-process";
import type { FaultProxy } from "./fault-proxy";
import { pendingCase } from "./pending-case";
import { signInTo, startFaultServers } from "./servers";

let proxy: FaultProxy;
let dashboard: DashboardProcess;

test.beforeAll(async () => {
  // Intents older than 3 s are settled, checked every second (the default waits 2 minutes).
  ({ proxy, dashboard } = await startFaultServers({
    KYC_API_TIMEOUT_MS: "2000",
    RECONCILE_AFTER_SECONDS: "3",
    RECONCILE_INTERVAL_SECONDS: "1",
  }));
});
test.afterAll(async () => {
  await dashboard?.stop();
  await proxy?.close();
});

async function auditTrail(target: string) {
  const events = await dashboard.db().auditEvent.findMany({
    where: { targetId: target },
    orderBy: { seq: "asc" },
    select: { action: true, outcome: true, reason: true, actorId: true, detail: true },
  });
  // The decision's and the deletion's own events (views of the case are logged too).
  return events.filter((e) => /^(decision|deletion)\./.test(e.action));
}

// The browser's pending action meets the killed dashboard: that error is the point here. A
// response being streamed at the moment of the kill (the page's RSC payload, a refresh) ends
// as an incomplete chunked body, so that one is expected too.
const killedMidAction = [
  /net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|CONNECTION_CLOSED|EMPTY_RESPONSE|INCOMPLETE_CHUNKED_ENCODING)/,
  /Failed to fetch/,
];

async function chainIsIntact() {
  const key = readFileSync(path.join(dashboard.dataDir, "secrets", "audit-chain-key"), "utf8").trim();
  return verifyChain(dashboard.databaseUrl, { key, unkeyedUntil: 0 });
}

test("a decision whose answer never reached the killed dashboard is settled as applied after the restart", async ({
  page,
  allowedConsoleErrors,
}) => {
  test.setTimeout(90_000);
  allowedConsoleErrors.push(...killedMidAction);
  const submissionId = await pendingCase();
  const reviewer = await dashboard.account("reviewer");
  await signInTo(page, dashboard, reviewer, `/submissions/${submissionId}`);
  const held = proxy.fail("POST", /^\/v3\/submission\/review$/, "hold");
  const decision = page.getByRole("region", { name: "Decision", exact: true });
  await decision.getByLabel("Reject").check();
  await decision.getByLabel("Reason").selectOption({ label: "Selfie does not match the ID photo" });
  await decision.getByRole("textbox", { name: /Internal note/ }).fill("Crash test.");
  await decision.getByRole("button", { name: "Record decision", exact: true }).click();

  await proxy.held(held);
  await dashboard.kill();
  proxy.release(held);
  // The service applied it; the dashboard has only its intent.
  expect((await e2eKycClient().getSubmission(submissionId))?.kyc.result).toBe("rejected");
  const row = await dashboard.db().decision.findFirstOrThrow({ where: { submissionId } });
  expect(row.upstream).toBe("pending");
  expect((await auditTrail(submissionId)).map((e) => e.action)).toEqual(["decision.intent"]);

  await dashboard.start();
  await page.goto(`${dashboard.url}/submissions`); // the first request starts the reconciler
  await expect
    .poll(async () => (await dashboard.db().decision.findUniqueOrThrow({ where: { id: row.id } })).upstream, {
      timeout: 30_000,
    })
    .toBe("applied");
  const trail = await auditTrail(submissionId);
  expect(trail.map((e) => [e.action, e.outcome])).toEqual([
    ["decision.intent", "success"],
    ["decision.reconcile", "success"],
  ]);
  expect(await chainIsIntact()).toMatchObject({ intact: true });
});

test("a deletion approved by a second manager, killed during the DELETE, is settled as deleted with both people named", async ({
  page,
  browser,
  allowedConsoleErrors,
}) => {
  test.setTimeout(90_000);
  allowedConsoleErrors.push(...killedMidAction);
  const submissionId = await createE2ESubmission(`e2e-crash-delete-${Date.now()}@example.com`);
  const requester = await dashboard.account("reviewer");
  await signInTo(page, dashboard, requester, "/deletions");
  await page.getByLabel("Submission id").fill(submissionId);
  await page.getByLabel("Reason for deletion").fill("The applicant asked for erasure");
  await page.getByRole("button", { name: "Request deletion", exact: true }).click();
  await expect(page.getByText("Deletion requested")).toBeVisible();

  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  const manager = await dashboard.account("manager");
  await signInTo(managerPage, dashboard, manager, "/deletions");
  const held = proxy.fail("DELETE", /^\/v2\/submission$/, "hold");
  const row = managerPage.getByTestId(`deletion-${submissionId}`);
  await row
    .getByRole("checkbox", {
      name: "I have checked that this is the right applicant and that the reason applies.",
      exact: true,
    })
    .check();
  await row.getByRole("button", { name: "Approve and delete", exact: true }).click();

  await proxy.held(held);
  await dashboard.kill();
  proxy.release(held);
  await managerContext.close();
  expect(await e2eKycClient().getSubmission(submissionId)).toBeNull();
  const request = await dashboard.db().deletionRequest.findFirstOrThrow({ where: { submissionId } });
  expect(request.status).toBe("executing");

  await dashboard.start();
  await page.goto(`${dashboard.url}/deletions`); // the first request starts the reconciler
  await expect
    .poll(
      async () =>
        (await dashboard.db().deletionRequest.findUniqueOrThrow({ where: { id: request.id } })).status,
      {
        timeout: 30_000,
      },
    )
    .toBe("deleted");
  // The erasure receipt follows the stored outcome (lib/evidence/issue-receipt.ts).
  await expect.poll(async () => (await auditTrail(submissionId)).length, { timeout: 30_000 }).toBe(4);
  const trail = await auditTrail(submissionId);
  expect(trail.map((e) => [e.action, e.outcome])).toEqual([
    ["deletion.request", "success"],
    ["deletion.approve", "success"],
    ["deletion.reconcile", "success"],
    ["deletion.receipt", "success"],
  ]);
  expect(trail[0]!.actorId).toBe(requester.id);
  expect(trail[1]!.actorId).toBe(manager.id);
  // The reconciler names both people of the four-eyes deletion.
  expect(trail[2]!.detail).toContain(requester.id);
  expect(trail[2]!.detail).toContain(manager.id);
  expect(await chainIsIntact()).toMatchObject({ intact: true });
});
