// Ongoing monitoring in Chromium against both programs: an approved customer an added alias
// now matches appears under Monitoring with the alias shown before/after; closing the alert
// with a reason takes it out and is in the audit log. Governed false positives: a High-risk
// false positive waits for a second reviewer, and one older than its period
// (AML_FALSE_POSITIVE_MONTHS) comes back for review. A browser cannot wait twelve months: the
// test records the verdicts through the page, then moves their recorded time back in the
// dashboard database (test setup, named in the test), and the product judges expiry itself.
import type { Page } from "@playwright/test";
import { expect, signInByRequest, test } from "./fixtures";
import { importList, monitoringData, type MonitoringData } from "./monitoring-data";
import { expectNoSeriousAxeViolations } from "./page-checks";

let data: MonitoringData;
test.beforeAll(async ({}, info) => {
  test.setTimeout(180_000);
  data = await monitoringData(info);
});
test.describe.configure({ mode: "serial" });

async function approve(page: Page) {
  const decision = page.getByRole("region", { name: "Decision", exact: true });
  await decision.getByRole("radio", { name: "Approve", exact: true }).check();
  await decision
    .getByRole("combobox", { name: /^Reason/ })
    .selectOption({ label: "Documents and selfie verified by the reviewer" });
  await decision.getByRole("button", { name: "Record decision", exact: true }).click();
  await expect(page.getByLabel("Case summary")).toContainText(/Approved/i);
}

test("an approved customer matched by a new alias appears under Monitoring and leaves once closed with a reason", async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn("reviewer", `/submissions/${data.customer.id}`);
  await approve(page);

  importList(data, "2026-11-01", []);
  const output = importList(data, "2026-11-20", [data.customer.name]);
  expect(output).toContain(data.customer.id);

  // The case index's sync picks the change up (aml_changed_since) within a round or two.
  await expect(async () => {
    await page.goto("/monitoring");
    await expect(page.getByRole("row", { name: new RegExp(data.customer.id) })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("monitoring-counts")).not.toContainText(/^0 decided/);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: "test-results/monitoring-tab-1280.png", fullPage: true });
  await page.setViewportSize({ width: 800, height: 720 });
  await page.screenshot({ path: "test-results/monitoring-tab-800.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole("link", { name: data.customer.id }).click();
  const diff = page.getByTestId("aml-diff");
  await expect(diff.getByTestId("change-kind")).toHaveText("new match");
  await expect(diff.getByRole("row", { name: /Matched name or alias/ })).toContainText(data.customer.name);
  await expect(diff.getByRole("row", { name: /List version/ })).toContainText("2026-11-20");
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: "Claim this alert", exact: true }).click();
  const close = page.getByRole("button", { name: "Close the alert", exact: true });
  await expect(close).toBeVisible();
  await page.screenshot({ path: "test-results/monitoring-alert-1280.png", fullPage: true });
  await page.setViewportSize({ width: 800, height: 720 });
  await page.screenshot({ path: "test-results/monitoring-alert-800.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Without a reason it is refused at the field, keeping the choice.
  await page.getByLabel("No action: the change does not alter the decision").check();
  await close.click();
  await expect(page.getByText("Give the reason (at least 5 characters).")).toBeVisible();
  await expect(page.getByLabel("No action: the change does not alter the decision")).toBeChecked();
  await page
    .getByRole("textbox", { name: /^Reason/ })
    .fill("Namesake: the listed person has another birthplace");
  await close.click();
  // The page is drawn again without the alert.
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "No monitoring alert waits for this case.",
  );

  await page.goto("/monitoring");
  await expect(page.getByRole("row", { name: new RegExp(data.customer.id) })).toHaveCount(0);
});

test("the closed alert is in the audit log", async ({ page, signIn }) => {
  await signIn("manager", `/audit?action=monitoring.close`);
  await expect(page.getByRole("row", { name: new RegExp(data.customer.id) }).first()).toContainText(
    "success",
  );
});

test("a High-risk false positive waits for a second reviewer", async ({ page, accounts }) => {
  const first = await accounts.create("reviewer");
  const second = await accounts.create("reviewer");
  const markFalsePositive = async (by: { email: string }) => {
    const match = page.getByRole("listitem", { name: "AML match 1", exact: true });
    await match.getByLabel("False positive: a different person").check();
    // The second reviewer sees the first verdict, and gives theirs as a change of it.
    await match
      .getByLabel(/Reason for the (verdict|change)/)
      .fill("Listed person was born in another country");
    await match.getByRole("button", { name: /Record verdict|Change verdict/ }).click();
    // Their own verdict, by name: the first reviewer's already reads "False positive" to the second.
    await expect(match).toContainText(`False positive: a different person · ${by.email}`);
    return match;
  };
  await signInByRequest(page, first, `/submissions/${data.listed.id}`);
  const match = await markFalsePositive(first);
  await page.reload();
  await expect(match.getByTestId("verdict-standing")).toContainText(
    "awaiting a second reviewer's confirmation",
  );

  // The second reviewer confirms it (four eyes), with a reason of their own.
  await page.context().clearCookies();
  await signInByRequest(page, second, `/submissions/${data.listed.id}`);
  const confirm = page
    .getByRole("listitem", { name: "AML match 1", exact: true })
    .getByRole("form", { name: "Confirm the false positive on match 1 (four eyes)", exact: true });
  await confirm.getByLabel("Reason for confirming").fill("Listed person was born in another country");
  await confirm.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("listitem", { name: "AML match 1", exact: true })).toContainText(
    `False positive: a different person · ${second.email}`,
  );
  await page.reload();
  await expect(
    page.getByRole("listitem", { name: "AML match 1", exact: true }).getByTestId("verdict-standing"),
  ).toHaveCount(0);
});

test("a false positive older than its period comes back for review", async ({ page, accounts }) => {
  const reviewer = await accounts.create("reviewer");
  const monthsAgo = (months: number) => {
    const at = new Date();
    at.setUTCMonth(at.getUTCMonth() - months);
    return at;
  };
  // Test setup: the two verdicts of the previous test were recorded thirteen months ago (the
  // period is AML_FALSE_POSITIVE_MONTHS, 12 unless configured), written in the database.
  const months = Number(process.env.AML_FALSE_POSITIVE_MONTHS ?? 12);
  const { count } = await accounts.database().amlVerdict.updateMany({
    where: { submissionId: data.listed.id, verdict: "false_positive" },
    data: { createdAt: monthsAgo(months + 1) },
  });
  expect(count).toBeGreaterThanOrEqual(2);

  await signInByRequest(page, reviewer, `/submissions/${data.listed.id}`);
  const match = page.getByRole("listitem", { name: "AML match 1", exact: true });
  await expect(match.getByTestId("verdict-standing")).toHaveText(
    "This false positive has expired: review the hit again.",
  );
  await page.goto("/monitoring");
  const due = page.getByTestId("due-false-positive").filter({ hasText: data.listed.id });
  await expect(due).toHaveCount(1);
  await expect(due).toContainText("demo-sanctions");
  await expectNoSeriousAxeViolations(page);

  // A new verdict takes it off the list.
  await due.getByRole("link", { name: data.listed.id }).click();
  await match.getByLabel("True match: this is the listed person").check();
  await match
    .getByLabel(/Reason for the (verdict|change)/)
    .fill("Reviewed again after the period: same person");
  await match.getByRole("button", { name: /Record verdict|Change verdict/ }).click();
  await expect(match).toContainText("True match: this is the listed person · ");
  await page.goto("/monitoring");
  await expect(page.getByTestId("due-false-positive").filter({ hasText: data.listed.id })).toHaveCount(0);
});
