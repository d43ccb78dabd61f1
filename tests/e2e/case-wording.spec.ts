// What the case page, the queue and the overview say, read as an officer reads them: a failed
// face match on a passport-like (non-Korean) document is a face mismatch, not a failed ID check;
// attempt times to the second; the result panel says what the record holds; the duplicates
// table fits its box; the full-screen viewer hides the page; plain labels in the queue.
// Screenshots at 1280x720 and 800 px are attached to the report.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectNoSeriousAxeViolations, keepScreenshot } from "./page-checks";
import { reviewData, type ReviewData } from "./review-data";

let data: ReviewData;
test.beforeAll(async ({}, info) => {
  test.setTimeout(180_000);
  data = await reviewData(info);
});

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);

test("attempts: a face mismatch reads as one, the Korean ID check does not apply, times to the second", async ({
  page,
  signIn,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn("reviewer", `/submissions/${data.pending.id}`);
  const attempts = page.getByRole("region", { name: /Attempts/ });
  const first = attempts.getByRole("listitem", { name: "Attempt 1", exact: true });
  await expect(first).toContainText(/Face check\s*Face mismatch: similarity \d+, 85 needed/);
  // A French card: the ID authenticity check runs for Korean IDs only.
  await expect(first).toContainText(/ID authenticity check \(Korean IDs\)\s*Does not apply/);
  await expect(first).not.toContainText("Failed");
  await expect(first.locator("time")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
  await expect(page.getByLabel("Case summary")).toContainText(/ID authenticity check:?\s*does not apply/);

  const result = page.getByRole("region", { name: "Result at the KYC service", exact: true });
  await expect(result).toContainText("Waiting for review");
  await expect(result).toContainText(/Attempts\s*2, the latest on .+ \(face check: passed\)/);
  await attempts.scrollIntoViewIfNeeded();
  await keepScreenshot(page, info, "case-attempts-1280x720");
  await result.scrollIntoViewIfNeeded();
  await keepScreenshot(page, info, "case-result-1280x720");
  await page.setViewportSize({ width: 800, height: 900 });
  await attempts.scrollIntoViewIfNeeded();
  await keepScreenshot(page, info, "case-attempts-800");
  await noSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
});

test("an approved case: its other approvals, a comparison that fits, a preview without a reason", async ({
  page,
  signIn,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn("manager", `/submissions/${data.approved.id}`);
  await expect(page.getByLabel("Case summary")).toContainText(/Other approvals of this person:?\s*1/);
  const section = page.getByRole("region", { name: "Duplicates", exact: true });
  const table = section.getByRole("table");
  await expect(table).toBeVisible();
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: width === 1280 ? 720 : 900 });
    await noSidewaysScroll(page);
    // The table scrolls inside its own box; the box never reaches past the section.
    const [box, frame] = await Promise.all([table.locator("xpath=..").boundingBox(), section.boundingBox()]);
    expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width + 0.5);
    await table.scrollIntoViewIfNeeded();
    await keepScreenshot(page, info, `case-duplicates-${width === 1280 ? "1280x720" : "800"}`);
  }

  // A pending case: Reject with no reason yet says so in plain words.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/submissions/${data.pending.id}`);
  const decision = page.getByRole("region", { name: "Decision", exact: true });
  await expect(async () => {
    await decision.getByRole("radio", { name: "Reject", exact: true }).check();
    await expect(decision.getByTestId("decision-summary")).toContainText("Choose a reason", {
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(decision.getByTestId("decision-summary")).not.toContainText("reason the reason");
});

test("the full-screen viewer is opaque and above everything", async ({ page, signIn }, info) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn("reviewer", `/submissions/${data.pending.id}`);
  const open = page.getByRole("button", { name: "Full screen", exact: true });
  const dialog = page.getByRole("dialog", { name: "ID photo and selfie, full screen", exact: true });
  await expect(async () => {
    if (!(await dialog.isVisible())) await open.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const covered = await dialog.evaluate((element) => {
    const style = getComputedStyle(element);
    const points = [
      [5, 5],
      [window.innerWidth - 5, window.innerHeight - 5],
      [window.innerWidth / 2, window.innerHeight - 5],
      [window.innerWidth - 5, 5],
    ];
    return {
      // Drawn on a canvas, the background's alpha: 255 when nothing shows through.
      opaque: (() => {
        const context = document.createElement("canvas").getContext("2d")!;
        context.fillStyle = style.backgroundColor;
        context.fillRect(0, 0, 1, 1);
        return context.getImageData(0, 0, 1, 1).data[3] === 255;
      })(),
      onTop: points.every(([x, y]) => element.contains(document.elementFromPoint(x!, y!))),
    };
  });
  expect(covered).toEqual({ opaque: true, onTop: true });
  await keepScreenshot(page, info, "case-full-screen-1280x720");
  await page.setViewportSize({ width: 800, height: 900 });
  await keepScreenshot(page, info, "case-full-screen-800");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the queue's labels are plain words and country names; the overview reads honestly", async ({
  page,
  signIn,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn("manager", `/submissions?userid=${data.tag}`);
  const row = page
    .locator("tbody tr[data-submission-id]")
    .filter({ has: page.getByRole("link", { name: data.redFlag.name }) });
  await expect(row).toContainText("Red flag");
  await expect(row).not.toContainText("Red Flag");
  await page.setViewportSize({ width: 1440, height: 720 }); // the ID type and nationality columns
  await expect(row).toContainText("United Kingdom");
  await expect(row).toContainText("Government ID");
  await page.setViewportSize({ width: 1280, height: 720 });
  await keepScreenshot(page, info, "queue-1280x720");
  await page.setViewportSize({ width: 800, height: 900 });
  await noSidewaysScroll(page);
  await keepScreenshot(page, info, "queue-800");

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/overview");
  await keepScreenshot(page, info, "overview-1280x720", true);
  const queueChart = page.getByTestId("queue-chart");
  await expect(queueChart.locator(".recharts-bar-rectangle").first()).toBeVisible();
  // Red flags are drawn in red, and every non-zero bar carries its number.
  await expect(queueChart.locator('.recharts-legend-item-text:text-is("red flag")')).toHaveCount(1);
  const redFill = await queueChart
    .locator(".recharts-bar")
    .first()
    .locator("path")
    .first()
    .getAttribute("fill");
  expect(redFill).toBe("#b91c1c");
  const duplicates = page.getByTestId("duplicates-chart");
  // Every bar of the duplicates chart is labelled (none dropped for lack of room). A label may
  // be drawn in several <tspan> lines, so text is compared without its spaces; the numbers on
  // the axis and the bars are left out.
  const squeeze = (text: string) => text.replace(/\s+/g, "");
  const labels = () =>
    duplicates.evaluate((chart) =>
      [...chart.querySelectorAll("svg text")]
        .map((t) => (t.textContent ?? "").replace(/\s+/g, ""))
        .filter((t) => t !== "" && !/^[\d,]+$/.test(t)),
    );
  await expect
    .poll(labels)
    .toEqual(
      [
        "found",
        "awaiting a resolution",
        "escalated (suspected fraud)",
        "resolved: same person, allowed",
        "resolved: not the same person",
        "resolved: duplicate account",
        "resolved: fraud confirmed",
      ].map(squeeze),
    );
  await page.setViewportSize({ width: 800, height: 900 });
  await noSidewaysScroll(page);
  await keepScreenshot(page, info, "overview-800", true);
  await expectNoSeriousAxeViolations(page);
});
