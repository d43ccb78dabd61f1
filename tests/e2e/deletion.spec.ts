import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { test, expect, signInByRequest } from "./fixtures";
import { demoFaces } from "../../scripts/demo/people";
import { untilIndexed } from "./indexed";
import { e2eKycClient, pendingApplicant } from "./kyc-service";
import { noteSensitive } from "./sensitive-values";

const run = promisify(execFile);
const checkedLabel = "I have checked that this is the right applicant and that the reason applies.";

test("a reviewer requests a deletion, another manager approves it, and the submission is gone from the service", async ({
  page,
  browser,
  signIn,
  accounts,
}) => {
  test.setTimeout(120_000);
  const tag = `e2e-del-${Date.now()}`;
  const email = `${tag}@example.com`;
  const name = `Erika Erasure ${tag}`;
  noteSensitive("e-mail", email, "e2e applicant (deletion)");
  noteSensitive("name", name, "e2e applicant (deletion)");
  const kyc = e2eKycClient();
  const submissionId = await pendingApplicant(kyc, {
    email,
    userid: tag,
    face: demoFaces.passes,
    applicant: { name, date_of_birth: "1979-09-09", nationality: "KOR", gender: "female" },
  });
  await untilIndexed(kyc, tag);
  const reviewer = await signIn("reviewer", "/deletions");
  await page.getByLabel("Submission id").fill(submissionId);
  await page.getByLabel("Reason for deletion").fill("The applicant asked for erasure");
  await page.getByRole("button", { name: "Request deletion", exact: true }).click();
  await expect(page.getByText("Deletion requested")).toBeVisible();
  await expect(page.getByTestId(`deletion-${submissionId}`)).toContainText("Awaiting approval");
  // The list names the applicant beside the id, so nobody approves an id they cannot recognise.
  await expect(page.getByTestId(`deletion-${submissionId}`)).toContainText(name);

  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  const manager = await accounts.create("manager");
  await signInByRequest(managerPage, manager, "/deletions");
  const row = managerPage.getByTestId(`deletion-${submissionId}`);
  // The approver sees whom the deletion erases and confirms they checked it: no id to type.
  const approval = row.getByRole("form", { name: `Approve the deletion of ${submissionId}`, exact: true });
  const summary = approval.getByRole("definition");
  await expect(approval.getByRole("textbox")).toHaveCount(0);
  await expect(approval.getByRole("group", { name: "The case to delete", exact: true })).toContainText(name);
  await expect(summary.filter({ hasText: "1979-09-09" })).toHaveCount(1);
  await expect(summary.filter({ hasText: "South Korea" })).toHaveCount(1);
  await expect(summary.filter({ hasText: "Waiting for review" })).toHaveCount(1);
  await expect(row).toContainText(reviewer.email);
  await expect(row).toContainText("The applicant asked for erasure");
  const approve = approval.getByRole("button", { name: "Approve and delete", exact: true });
  const checked = approval.getByRole("checkbox", { name: checkedLabel, exact: true });
  await approve.click();
  await expect(approval.getByText("Check the case, then tick the box", { exact: false })).toBeVisible();
  await expect(checked).toHaveAttribute("aria-invalid", "true");
  await expect(row).toContainText("Awaiting approval");
  expect(await kyc.getSubmission(submissionId)).not.toBeNull();
  await checked.check();
  await approve.click();
  await expect(row).toContainText("Deleted");
  // Deleted here, the case index's row went in the same transaction: the name is no longer held.
  await managerPage.reload();
  await expect(managerPage.getByTestId(`deletion-${submissionId}`)).not.toContainText(name);
  await expect(row).toContainText(manager.email);
  await expect(row).toContainText(reviewer.email);
  expect(await e2eKycClient().getSubmission(submissionId)).toBeNull();

  // The audit log's Deletions preset shows who asked, who approved, and when.
  await managerPage.goto(`/audit?group=deletions&target=${submissionId}`);
  const log = managerPage.getByRole("table", { name: "Audit events, newest first", exact: true });
  const requestRow = log.getByRole("row").filter({ hasText: "deletion.request" });
  await expect(requestRow).toContainText(reviewer.email);
  // The reason was kept outside the chain and erased with the case; the event holds its hash.
  await expect(requestRow).toContainText("(text erased with the case)");
  await expect(requestRow).not.toContainText("The applicant asked for erasure");
  await expect(requestRow).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
  await expect(log.getByRole("row").filter({ hasText: "deletion.approve" })).toContainText(manager.email);
  await expect(log.getByRole("row").filter({ hasText: "deletion.execute" })).toContainText("success");
  await managerContext.close();
});

test("an applicant's e-mail typed as the submission id is refused at the field, kept as typed, and never reaches the audit log", async ({
  page,
  signIn,
  accounts,
}) => {
  const email = `E2E.Typed+${Date.now()}@Example.com`;
  noteSensitive("e-mail", email, "typed as a submission id in the deletion form");
  await signIn("reviewer", "/deletions");
  await page.getByLabel("Submission id").fill(email);
  await page.getByLabel("Reason for deletion").fill("The applicant asked for erasure");
  await page.getByRole("button", { name: "Request deletion", exact: true }).click();
  await expect(page.getByText("That is an e-mail address, not a submission id.")).toContainText(
    "A submission id looks like",
  );
  await expect(page.getByLabel("Submission id")).toHaveValue(email);
  await expect(page.getByLabel("Reason for deletion")).toHaveValue("The applicant asked for erasure");
  const local = email.split("@")[0]!;
  const anywhere = ["targetId", "reason", "statedReason", "detail", "userAgent", "requestId"].map(
    (field) => ({
      [field]: { contains: local },
    }),
  );
  expect(await accounts.database().auditEvent.count({ where: { OR: anywhere } })).toBe(0);
});

test("a tampered audit row is reported by npm run audit:verify", async ({ accounts }) => {
  const db = accounts.database();
  await accounts.create("reviewer"); // makes sure there is at least one event worth checking
  const event = await db.auditEvent.findFirstOrThrow({
    orderBy: { seq: "desc" },
    where: { action: "auth.sign_in" },
  });
  const verify = () =>
    run(process.execPath, ["--import", "tsx", "scripts/audit-verify.ts"], {
      env: { ...process.env, KYC_DATA_DIR: ".data/e2e" },
    });
  await db.$executeRawUnsafe(
    `UPDATE "AuditEvent" SET "outcome" = 'success', "reason" = NULL WHERE "seq" = ${event.seq}`,
  );
  await db.$executeRawUnsafe(
    `UPDATE "AuditEvent" SET "actorEmail" = 'someone-else@example.test' WHERE "seq" = ${event.seq}`,
  );
  try {
    const failure = await verify().then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      `audit chain BROKEN at event ${event.seq}: event ${event.seq} was changed`,
    );
  } finally {
    // Put the row back so the e2e data directory's log stays intact for later runs.
    await db.auditEvent.update({
      where: { seq: event.seq },
      data: { outcome: event.outcome, reason: event.reason, actorEmail: event.actorEmail },
    });
  }
  const { stdout } = await verify();
  expect(stdout).toMatch(/audit chain intact: [\d,]+ events verified/);
});
