// Every page a manager opens loads without a console error and without a Content-Security-
// Policy refusal: the policy (lib/security-headers.ts) and what the pages load agree. A refusal
// is caught where the browser reports it (a securitypolicyviolation event, recorded from the
// first script on), besides the console errors the fixture fails on. The spec's own case.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { untilIndexed } from "./indexed";
import { createE2ESubmission, e2eKycClient } from "./kyc-service";
import { arrangedOnce, specOwner } from "./spec-data";

declare global {
  interface Window {
    cspRefusals?: string[];
  }
}

async function recordRefusals(page: Page) {
  await page.addInitScript(() => {
    window.cspRefusals = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.cspRefusals!.push(`${event.effectiveDirective} refused ${event.blockedURI || "inline"}`),
    );
  });
}

test("the queue, a case, the audit log, the overview and the other pages load without a CSP refusal or console error", async ({
  page,
  signIn,
}, info) => {
  const { submissionId } = await arrangedOnce("console-clean", info, async () => {
    const tag = `e2e-console-${specOwner(info)}-${Date.now()}`.replace(/[^a-z0-9-]/gi, "-");
    const id = await createE2ESubmission(`${tag}@example.test`, tag);
    await untilIndexed(e2eKycClient(), tag);
    return { submissionId: id };
  });
  await recordRefusals(page);
  await signIn("manager", "/");
  const pages: [string, string][] = [
    ["/", "Needs decision"],
    [`/submissions/${submissionId}`, "Applicant without a name yet"],
    ["/audit", "Audit log"],
    ["/overview", "Overview"],
    ["/deletions", "Deletions"],
    ["/duplicates", "Duplicates"],
    ["/monitoring", "Monitoring"],
    ["/settings", "Settings"],
  ];
  for (const [address, heading] of pages) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => window.cspRefusals), address).toEqual([]);
  }
});
