// The dashboard's background work starts with the process (instrumentation.ts), not with the
// first signed-in request: a dashboard that only answers its health check verifies the audit
// log on schedule and, restarted after events were recorded, signs the log's head.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { appendAuditEvent } from "../../lib/audit/chain";
import { digestName } from "../../lib/audit/digest";
import { testAuditEvent } from "../support/audit-event";
import { test, expect } from "../e2e/fixtures";
import type { DashboardProcess } from "./dashboard-process";
import type { FaultProxy } from "./fault-proxy";
import { startFaultServers } from "./servers";

let proxy: FaultProxy;
let dashboard: DashboardProcess;

test.beforeAll(async () => {
  ({ proxy, dashboard } = await startFaultServers());
});
test.afterAll(async () => {
  await dashboard?.stop();
  await proxy?.close();
});

test("with no request but the health check, the log is verified at start, and its head signed after a restart", async () => {
  // The scheduled verification ran at start (an empty log, intact), claiming this interval.
  await expect
    .poll(async () => (await dashboard.db().scheduledRun.findMany()).map((r) => r.job))
    .toEqual(["audit.verify"]);
  await expect.poll(() => dashboard.db().auditVerification.count()).toBe(1);
  expect(await dashboard.db().auditVerification.findFirstOrThrow()).toMatchObject({
    intact: true,
    events: 0,
  });

  // Events recorded while it was down (the chain key was created by that first run).
  await dashboard.kill();
  const keyFile = path.join(dashboard.dataDir, "secrets", "audit-chain-key");
  const key = readFileSync(keyFile, "utf8").trim();
  let head = 0;
  for (const target of ["a", "b", "c"])
    head = (await appendAuditEvent(dashboard.db(), testAuditEvent({ targetId: target }), key)).seq;
  const digests = path.join(dashboard.dataDir, "audit-digests");
  expect(existsSync(digests) ? readdirSync(digests) : []).toEqual([]);

  await dashboard.start();
  await expect.poll(() => (existsSync(digests) ? readdirSync(digests) : [])).toEqual([digestName(head)]);
});
