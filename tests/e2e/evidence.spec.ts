// Signed evidence in Chromium, as a reviewer and a manager use it: the case record of a
// decision downloaded as PDF and JSON and verified offline with only the public key; a deletion
// inside the retention period asks for the legal basis; the erasure receipt downloaded from
// the Deletions page (and linked from the audit log's lookup) verified the same way.
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import type { Download, Page } from "@playwright/test";
import { demoFaces } from "../../scripts/demo/people";
import { expectNoSeriousAxeViolations, keepScreenshot } from "./page-checks";
import { test, expect, signInByRequest } from "./fixtures";
import { e2eKycClient, pendingApplicant } from "./kyc-service";

const run = promisify(execFile);
const e2eEnv = { ...process.env, KYC_DATA_DIR: ".data/e2e" };

/** What an auditor does: the public key from where the key is kept, then the offline check. */
async function verifyOffline(file: string, info: { outputPath: (n: string) => string }) {
  const { stdout: pem } = await run(process.execPath, ["--import", "tsx", "scripts/evidence-public-key.ts"], {
    env: e2eEnv,
  });
  const keyFile = info.outputPath("public-key.pem");
  writeFileSync(keyFile, pem);
  const verify = (path: string) =>
    run(process.execPath, ["--import", "tsx", "scripts/evidence-verify.ts", path, "--public-key", keyFile], {
      env: e2eEnv,
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
    );
  return verify;
}

async function saved(download: Promise<Download>, info: { outputPath: (n: string) => string }) {
  const file = await download;
  const path = info.outputPath(file.suggestedFilename());
  await file.saveAs(path);
  return path;
}

async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test("a decision's case record and a deletion's erasure receipt, downloaded and verified offline", async ({
  page,
  browser,
  signIn,
  accounts,
}, info) => {
  test.setTimeout(180_000);
  const kyc = e2eKycClient();
  const tag = `evidence-${Date.now()}`;
  const email = `${tag}@example.com`;
  const submissionId = await pendingApplicant(kyc, {
    email,
    userid: tag,
    face: demoFaces.passes,
    applicant: { name: "Evi Dence", date_of_birth: "1988-05-06", nationality: "FRA", gender: "female" },
  });

  // The reviewer decides; the page then offers the signed record with its check.
  await signIn("reviewer", `/submissions/${submissionId}`);
  const decision = page.getByRole("region", { name: "Decision", exact: true });
  await decision.getByLabel("Approve").check();
  await decision
    .getByLabel("Reason")
    .selectOption({ label: "Documents and selfie verified by the reviewer" });
  await decision.getByRole("button", { name: "Record decision", exact: true }).click();
  const records = page.getByRole("region", { name: "Case record", exact: true });
  await expect(records.getByText("Signature valid")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await records.scrollIntoViewIfNeeded();
  await keepScreenshot(page, info, "case-record-1280");
  await page.setViewportSize({ width: 800, height: 720 });
  await records.scrollIntoViewIfNeeded();
  expect(await fitsWidth(page)).toBe(true);
  await keepScreenshot(page, info, "case-record-800");
  await page.setViewportSize({ width: 1280, height: 720 });

  const pdfPath = await saved(
    Promise.all([page.waitForEvent("download"), records.getByRole("link", { name: /as PDF$/ }).click()]).then(
      ([d]) => d,
    ),
    info,
  );
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe("%PDF-");
  const jsonPath = await saved(
    Promise.all([
      page.waitForEvent("download"),
      records.getByRole("link", { name: /as signed JSON$/ }).click(),
    ]).then(([d]) => d),
    info,
  );
  const verify = await verifyOffline(jsonPath, info);
  const valid = await verify(jsonPath);
  expect(valid.code).toBe(0);
  expect(valid.out).toContain(`Submission ${submissionId}`);
  expect(valid.out).toMatch(/Decision: approved \(documents_verified\)/);
  const tampered = info.outputPath("tampered.json");
  writeFileSync(tampered, readFileSync(jsonPath, "utf8").replace("Evi Dence", "Eve Dence"));
  expect(await verify(tampered)).toMatchObject({ code: 1, out: expect.stringMatching(/^NOT VALID/) });

  // Deleting it now: the case is under retention, so the rule is shown and a legal basis asked.
  const deletion = page.getByRole("region", { name: "Delete this submission", exact: true });
  await expect(deletion).toContainText(
    /This case is under retention until .* approved cases are kept 5 years after the decision/,
  );
  await deletion.getByLabel("Reason for deletion").fill("The applicant asked for erasure");
  await deletion.getByRole("button", { name: "Request deletion", exact: true }).click();
  await expect(deletion.getByRole("alert")).toContainText("Choose the legal basis");
  await deletion.getByLabel("Legal basis for deleting it now").selectOption("court_order");
  await deletion.getByRole("button", { name: "Request deletion", exact: true }).click();
  // The case comes back with the banner in place of the form.
  await expect(page.getByRole("status").filter({ hasText: "Deletion pending" })).toBeVisible();

  // A manager approves; the Deletions page then offers the signed erasure receipt.
  const managerContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const managerPage = await managerContext.newPage();
  await signInByRequest(managerPage, await accounts.create("manager"), "/deletions");
  const row = managerPage.getByTestId(`deletion-${submissionId}`);
  await expect(row).toContainText("Court or authority order");
  await row
    .getByRole("checkbox", {
      name: "I have checked that this is the right applicant and that the reason applies.",
      exact: true,
    })
    .check();
  await row.getByRole("button", { name: "Approve and delete", exact: true }).click();
  await expect(row).toContainText("Deleted");
  await managerPage.reload();
  const receipt = row.getByTestId("erasure-receipt");
  await expect(receipt).toContainText("Signature valid");
  await row.scrollIntoViewIfNeeded();
  await keepScreenshot(managerPage, info, "erasure-receipt-1280");
  await managerPage.setViewportSize({ width: 800, height: 720 });
  await row.scrollIntoViewIfNeeded();
  await keepScreenshot(managerPage, info, "erasure-receipt-800");
  await managerPage.setViewportSize({ width: 1280, height: 720 });
  const receiptPath = await saved(
    Promise.all([
      managerPage.waitForEvent("download"),
      receipt.getByRole("link", { name: /as signed JSON$/ }).click(),
    ]).then(([d]) => d),
    info,
  );
  const checked = await verify(receiptPath);
  expect(checked.code).toBe(0);
  expect(checked.out).toContain(`Submission ${submissionId} erased`);
  expect(checked.out).toContain("legal basis: court_order");
  expect(readFileSync(receiptPath, "utf8")).not.toContain(email);

  // "Was this person's data deleted?" links the same receipt.
  await managerPage.goto("/audit");
  await managerPage.getByLabel("Applicant e-mail").fill(email);
  await managerPage.getByRole("button", { name: "Look up", exact: true }).click();
  await expect(
    managerPage.getByRole("link", { name: `Erasure receipt of ${submissionId} as PDF`, exact: true }),
  ).toBeVisible();

  // The case page now keeps only the keyed-hash form of the record, still signed.
  await page.goto(`/submissions/${submissionId}`);
  await expect(page.getByRole("region", { name: "Case record", exact: true })).toContainText(
    "only the form with personal data replaced by keyed hashes",
  );
  await expect(
    page.getByRole("region", { name: "Case record", exact: true }).getByText("Signature valid"),
  ).toBeVisible();
  await managerContext.close();
});
