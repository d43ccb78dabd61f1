// A manager verifies a tampered audit log from /audit: the alert names the first bad event
// there and on /overview, and no page calls the log intact until a verification finds it so.
// The tampering is the attacker's move: a row of the e2e dashboard database edited directly.
// That log is the one every e2e spec writes to, so this runs in a project of its own, after the
// e2e specs and beside nothing that reads the same log (playwright.config.ts).
import { test, expect } from "../e2e/fixtures";

test("Verify now on a tampered log alerts managers on /audit and /overview, naming the first bad event", async ({
  page,
  signIn,
  accounts,
}) => {
  const db = accounts.database();
  const manager = await signIn("manager", "/audit");
  // Each press stores one run, then its audit event: waiting for this manager's event keeps the
  // page's earlier status from passing for the new one.
  const presses = () => db.auditEvent.count({ where: { action: "audit.verify", actorId: manager.id } });
  const verifyNow = async () => {
    const before = await presses();
    await page.getByRole("button", { name: "Verify now", exact: true }).click();
    await expect.poll(presses).toBe(before + 1);
  };
  await verifyNow();
  await expect(page.getByTestId("chain-status")).toContainText("last verified intact");
  await expect(page.getByTestId("chain-alert")).toHaveCount(0);

  // The manager's own sign-in, rewritten as a failure.
  const event = await db.auditEvent.findFirstOrThrow({
    where: { action: "auth.sign_in", actorId: manager.id },
    orderBy: { seq: "desc" },
  });
  await db.$executeRawUnsafe(`UPDATE "AuditEvent" SET "outcome" = 'failure' WHERE "seq" = ${event.seq}`);
  try {
    await verifyNow();
    const alert = page.getByTestId("chain-alert");
    await expect(alert).toContainText(`Audit log verification FAILED at event ${event.seq}`);
    await expect(alert).toContainText(`event ${event.seq} was changed after it was recorded`);
    await expect(page.getByTestId("chain-status")).not.toContainText("last verified intact");

    await page.getByRole("link", { name: "Overview", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Overview", exact: true })).toBeVisible();
    await expect(page.getByTestId("chain-alert")).toContainText(`FAILED at event ${event.seq}`);
    await expect(page.getByTestId("chain-alert")).toContainText("was changed after it was recorded");
  } finally {
    // Put the row back so the e2e data directory's log stays intact for later tests and runs.
    await db.auditEvent.update({ where: { seq: event.seq }, data: { outcome: event.outcome } });
  }
  await page.goto("/audit");
  await verifyNow();
  await expect(page.getByTestId("chain-alert")).toHaveCount(0);
  await expect(page.getByTestId("chain-status")).toContainText("last verified intact");
  await page.goto("/overview");
  await expect(page.getByRole("heading", { name: "Overview", exact: true })).toBeVisible();
  await expect(page.getByTestId("chain-alert")).toHaveCount(0);
});
