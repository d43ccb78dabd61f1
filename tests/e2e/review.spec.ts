// The review workspace end to end, in Chromium against both programs: queue, filters,
// paging, a copied URL, a submission's attempts and images, a decision, a duplicate.
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./page-checks";
import { reviewData, type ReviewData } from "./review-data";

let data: ReviewData;
test.beforeAll(async ({}, info) => {
  // 60 submissions with OCR and face analysis: over a minute when the machine is shared.
  test.setTimeout(180_000);
  data = await reviewData(info, { fillers: 55 });
});

const bodyRows = (page: Page) => page.locator("tbody tr[data-submission-id]");
const idOf = async (row: Locator) => (await row.getAttribute("data-submission-id"))!;

test("queue: filter, page forward and back, restore from a copied URL, page size, keyboard", async ({
  page,
  signIn,
  context,
}) => {
  await signIn("reviewer", "/submissions");
  await expect(page.getByRole("heading", { name: "Needs decision", exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Needs decision for this run's applicants (the search box finds their userid): the two
  // pending ones.
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(data.tag);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${data.tag}`));
  await page.getByRole("link", { name: /^Needs decision/ }).click();
  await expect(page).toHaveURL(/view=needs/);
  const progress = page.getByTestId("page-status");
  await expect(progress).toContainText("2 submissions on this page; no more after these.");
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).filter({ hasText: data.pending.name })).toHaveCount(1);
  await expect(bodyRows(page).filter({ hasText: data.redFlag.name })).toContainText("Red flag");

  // All incomplete submissions of this run: the fillers, 50 on page 1, the rest on page 2.
  // The table is virtualised: its row count is in aria-rowcount (the header row included).
  await page.getByRole("link", { name: /^All/ }).click();
  await expect(page).not.toHaveURL(/view=needs/);
  await page.getByText("More filters").click();
  await page.getByLabel("incomplete", { exact: true }).check();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/status=incomplete/);
  await expect(progress).toContainText("50 submissions on this page; more on the next page.");
  await expect(page.getByRole("table")).toHaveAttribute("aria-rowcount", "51");
  const firstOfPage1 = await idOf(bodyRows(page).first());

  await page.getByRole("link", { name: "Next →", exact: true }).click();
  await expect(page.getByText("Page 2")).toBeVisible();
  await expect(progress).toContainText(`${data.fillers - 50} submissions on this page; no more after these.`);
  await expect(page.getByRole("table")).toHaveAttribute("aria-rowcount", String(data.fillers - 50 + 1));
  const page2Url = page.url();
  const firstOfPage2 = await idOf(bodyRows(page).first());
  expect(firstOfPage2).not.toEqual(firstOfPage1);

  await page.getByRole("link", { name: "← Previous", exact: true }).click();
  await expect(page.getByText("Page 1")).toBeVisible();
  await expect(bodyRows(page).first()).toHaveAttribute("data-submission-id", firstOfPage1);

  const copied = await context.newPage();
  await copied.goto(page2Url);
  await expect(copied.getByText("Page 2")).toBeVisible();
  await expect(bodyRows(copied).first()).toHaveAttribute("data-submission-id", firstOfPage2);
  await copied.close();

  // A bigger page size starts again from the first page: all the fillers on one page.
  await page.getByRole("link", { name: "100", exact: true }).click();
  await expect(page).toHaveURL(/size=100/);
  await expect(progress).toContainText(`${data.fillers} submissions on this page; no more after these.`);
  await expect(page.getByRole("table")).toHaveAttribute("aria-rowcount", String(data.fillers + 1));

  // Keyboard: the first row takes focus, arrow down moves, Enter opens that submission.
  await bodyRows(page).first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(bodyRows(page).nth(1)).toBeFocused();
  const [secondId, thirdId] = [await idOf(bodyRows(page).nth(1)), await idOf(bodyRows(page).nth(2))];
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/submissions/${secondId}\\?`));
  await expect(page.getByText(secondId, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Next in queue →", exact: true })).toBeVisible();
  // n opens the next submission of the same queue.
  // The shortcut works once the page is hydrated: pressed again only while still on this
  // submission (every press here leads to the same next one).
  const third = new RegExp(`/submissions/${thirdId}\\?`);
  await expect(async () => {
    if (!third.test(page.url())) await page.keyboard.press("n");
    await expect(page).toHaveURL(third, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expectNoSeriousAxeViolations(page);
});

test("submission: applicant data, attempts, images, decision", async ({ page, signIn }) => {
  await signIn("reviewer", `/submissions?userid=${data.tag}&submission_id=${data.pending.id}`);
  await page.getByRole("link", { name: data.pending.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: data.pending.name })).toBeVisible();

  // Masked values shown masked and labelled.
  await expect(page.getByText(/^900101-2\*+$/)).toBeVisible();
  await expect(page.getByText("masked by the KYC service").first()).toBeVisible();

  // Attempts, oldest first: someone else's selfie (face match below 85, a retry), then a pass.
  const attempts = page.getByRole("region", { name: /Attempts/ });
  await expect(attempts.getByRole("heading", { name: /^Attempt \d$/ })).toHaveText([
    "Attempt 1",
    "Attempt 2",
  ]);
  const first = attempts.getByRole("listitem", { name: "Attempt 1", exact: true });
  await expect(
    first.getByRole("img", { name: /^Face similarity \d+ of 100, below the pass threshold 85$/ }),
  ).toBeVisible();
  await expect(first).toContainText("Told the applicant");
  const second = attempts.getByRole("listitem", { name: "Attempt 2", exact: true });
  await expect(
    second.getByRole("img", { name: /^Face similarity \d+ of 100, at or above the pass threshold 85$/ }),
  ).toBeVisible();
  await expect(
    second.getByRole("img", { name: /^Liveness \d+ of 100, at or above the pass threshold 50$/ }),
  ).toBeVisible();
  await expect(second).not.toContainText("Told the applicant");
  await expect(page.getByRole("region", { name: "Result at the KYC service", exact: true })).toContainText(
    "Waiting for review",
  );

  const idPhoto = page.getByRole("img", { name: "ID photo", exact: true });
  await idPhoto.scrollIntoViewIfNeeded();
  await expect
    .poll(() => idPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole("img", { name: /^Selfie \(latest of 2 attempts\)$/ })).toBeVisible();
  // Clicked again only while nothing turned (a click before hydration does nothing).
  await expect(async () => {
    if ((await idPhoto.getAttribute("data-rotation")) === "0")
      await page.getByRole("button", { name: "Rotate the ID photo", exact: true }).click();
    await expect(idPhoto).toHaveAttribute("data-rotation", "90", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole("button", { name: "Zoom into both images", exact: true }).click();
  await expect(page.getByText("125%")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const decision = page.getByRole("region", { name: "Decision", exact: true });
  await decision.getByLabel("Reject").check();
  await decision.getByLabel("Reason").selectOption({ label: "Selfie does not match the ID photo" });
  await decision
    .getByRole("textbox", { name: /Internal note/ })
    .fill("Chin and ears differ from the ID photo.");
  await decision.getByRole("button", { name: "Record decision", exact: true }).click();
  // The page comes back with the decision listed, applied upstream, and nothing left to decide.
  const recorded = decision.getByRole("listitem").filter({ hasText: "Selfie does not match the ID photo" });
  await expect(recorded).toContainText("applied by the KYC service");
  await expect(decision).toContainText("This case is rejected: there is nothing to decide.");
  await page.reload();
  const result = page.getByRole("region", { name: "Result at the KYC service", exact: true });
  await expect(result).toContainText("Rejected");
  await expect(result).toContainText("Selfie does not match the ID photo");
  // The internal note stays in the dashboard: nothing was chosen to send as the comment.
  await expect(result).not.toContainText("Chin and ears");
  await expect(recorded).toContainText("Chin and ears differ from the ID photo.");
});

test("duplicates: an approved submission links to the same person's other approval", async ({
  page,
  signIn,
}) => {
  await signIn("reviewer", `/submissions/${data.approved.id}?queue=all&userid=${data.tag}`);
  const duplicates = page.getByRole("region", { name: "Duplicates", exact: true });
  await expect(duplicates.getByText("1 other approved submission of the same person")).toBeVisible();
  await duplicates.getByRole("link", { name: `Open ${data.duplicate.id}`, exact: true }).click();
  await expect(page.getByText(data.duplicate.id, { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Duplicates", exact: true })
      .getByRole("link", { name: `Open ${data.approved.id}`, exact: true })
      .first(),
  ).toBeVisible();
});

test("states: an empty result and an unknown submission are named, with a way back", async ({
  page,
  signIn,
}) => {
  await signIn("reviewer", `/submissions?userid=${data.tag}-nobody`);
  await expect(page.getByTestId("page-status")).toContainText("0 submissions on this page");
  await expect(page.getByText("No submissions match this view")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto(`/submissions/${data.tag}-missing`);
  await expect(page.getByRole("alert").filter({ hasText: "No such submission" })).toContainText(
    `The KYC service has no submission with the id ${data.tag}-missing`,
  );
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("link", { name: "Back to the queue", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Needs decision", exact: true })).toBeVisible();
});

test("AML: a red-flag submission's matches, its report inline and as a download", async ({
  page,
  signIn,
}) => {
  await signIn("reviewer", `/submissions?userid=${data.tag}`);
  // Needs decision holds this run's pending applicant and the listed one (a red flag).
  const row = bodyRows(page).filter({ has: page.getByRole("link", { name: data.redFlag.name }) });
  await expect(row).toContainText("Red flag");
  await row.getByRole("link", { name: data.redFlag.name }).click();

  const aml = page.getByRole("region", { name: "Sanctions and watch-list screening", exact: true });
  await expect(aml).toContainText("Possible match on a sanctions or watch list");
  await expect(aml.getByRole("heading", { name: /^Match 1/ })).toBeVisible();
  await expect(aml).toContainText(/QUILLFEATHER/i);

  const view = aml.getByRole("button", { name: /View report|Hide report/ }).first();
  await expect(async () => {
    if ((await view.getAttribute("aria-expanded")) !== "true") await view.click(); // nothing before hydration
    await expect(view).toHaveAttribute("aria-expanded", "true", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const report = aml.getByRole("document", { name: /^AML report / }).first();
  await expect(report.getByTestId("pdf-pages")).toHaveText(/^\d+ pages? shown$/);
  // pdf.js drew the page and laid out its text: the report names the listed person.
  await expect(report.locator("canvas").first()).toBeVisible();
  await expect(report.locator(".textLayer").first()).toContainText(/QUILLFEATHER/i);
  await expectNoSeriousAxeViolations(page);

  const download = page.waitForEvent("download");
  await aml.getByRole("link", { name: "Download PDF", exact: true }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^aml-report-.+\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});
