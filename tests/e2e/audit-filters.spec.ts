// The audit log as a manager searches it, in Chromium: an action group, the start of an action's
// name or of a target id, readable details (reviewers and applicants by name, joined on display),
// a preset per group, a hint when nothing matches, and no sideways scroll at 800 px.
import { randomUUID } from "node:crypto";
import { demoFaces } from "../../scripts/demo/people";
import { signInByRequest, test, expect } from "./fixtures";
import { untilIndexed } from "./indexed";
import { e2eKycClient, pendingApplicant } from "./kyc-service";
import { expectNoSeriousAxeViolations, keepScreenshot } from "./page-checks";

const name = "AUDIT FILTER PARK";
let submissionId: string;
let tag: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tag = `audit-${randomUUID().slice(0, 8)}`;
  const kyc = e2eKycClient();
  try {
    const n = Number.parseInt(tag.slice(-6), 16);
    submissionId = await pendingApplicant(kyc, {
      email: `${tag}@example.com`,
      userid: tag,
      face: demoFaces.passes,
      applicant: {
        name,
        date_of_birth: `19${50 + (n % 40)}-0${1 + (n % 9)}-2${n % 8}`,
        nationality: "KOR",
        gender: "female",
      },
    });
    await untilIndexed(kyc, tag);
  } finally {
    await kyc.close();
  }
});

test("a manager finds an assignment by group, part of the id and part of the action, and reads it with names", async ({
  page,
  accounts,
}, info) => {
  const [manager, reviewer] = [await accounts.create("manager"), await accounts.create("reviewer")];
  await signInByRequest(page, manager, `/submissions?view=all&q=${tag}`);
  await page.getByRole("checkbox", { name: `Select ${name}`, exact: true }).check();
  await page.getByLabel("Assign to").selectOption(reviewer.id);
  await page.getByRole("button", { name: "Assign selected", exact: true }).click();
  await expect(page.getByTestId("queue-notice")).toContainText("1 assigned to E2E reviewer");

  // The Assignments group and the first 8 characters of the submission id.
  await page.goto("/audit");
  const filters = page.getByRole("form", { name: "Filter the audit log", exact: true });
  await filters.getByLabel("Action group").selectOption({ label: "Assignments" });
  await filters.getByLabel("Target").fill(submissionId.slice(0, 8));
  await filters.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(/group=assignments/);
  const log = page.getByRole("table", { name: "Audit events, newest first", exact: true });
  const assigned = log.getByRole("row").filter({ hasText: "assignment.assign" });
  await expect(assigned).toHaveCount(1);
  // Readable details: the reviewer by name, not their internal id; the applicant beside the id.
  await expect(assigned).toContainText("To");
  await expect(assigned).toContainText("E2E reviewer");
  await expect(assigned).not.toContainText(reviewer.id);
  await expect(assigned).toContainText(`${name}${submissionId}`);
  await expect(assigned).toContainText("E2E manager");
  await expect(log.getByRole("row").filter({ hasText: "submission.view" })).toHaveCount(0);

  // The start of an action's name, typed without the group.
  await filters.getByLabel("Action group").selectOption({ label: "any" });
  await filters.getByLabel("Action", { exact: true }).fill("assignment");
  await filters.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(log.getByRole("row").filter({ hasText: "assignment.assign" })).toHaveCount(1);

  // A word that starts no action name says so and how actions are named.
  await filters.getByLabel("Action", { exact: true }).fill("approval");
  await filters.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page.getByTestId("audit-empty")).toContainText("No action name starts with approval");
  await expect(page.getByTestId("audit-empty")).toContainText("decision.record");

  // Too short a part of an id is refused with what to type instead.
  await page.goto(`/audit?target=${submissionId.slice(0, 2)}`);
  await expect(page.getByText('Filter "target" needs at least 4 characters of the id.')).toBeVisible();

  // A preset per group: Sign-ins and sessions lists sign-ins only (this manager's among them).
  await page.goto("/audit");
  await page
    .getByRole("navigation", { name: "Presets", exact: true })
    .getByRole("link", { name: "Sign-ins and sessions", exact: true })
    .click();
  await expect(page).toHaveURL(/\/audit\?group=sessions$/);
  await expect(log.getByRole("row").filter({ hasText: manager.email }).first()).toContainText("auth.sign_in");
  await expect(log.getByRole("row").filter({ hasNotText: /auth\.sign_(in|out)/ })).toHaveCount(1); // the header
  await expectNoSeriousAxeViolations(page);
  await keepScreenshot(page, info, "audit-1280");

  // At 800 px the events stack with their labels; nothing scrolls sideways.
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(`/audit?group=assignments&target=${submissionId.slice(0, 8)}`);
  await expect(page.getByTestId(/^audit-\d+$/).first()).toContainText("E2E reviewer");
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  await keepScreenshot(page, info, "audit-800", true);
});
