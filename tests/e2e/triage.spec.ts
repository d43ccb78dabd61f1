// Triage end to end in Chromium: two reviewers in two browser contexts claim and take the
// next case, a decision empties Needs decision, one search box, the URL as the state, the
// shortcuts on screen. Screenshots of the queue at 1280x720 and 800 px wide.
import type { Page } from "@playwright/test";
import { signInByRequest, test, expect } from "./fixtures";
import { row } from "./page-actions";
import { expectNoSeriousAxeViolations } from "./page-checks";
import { triageData, type TriageData } from "./triage-data";

let data: TriageData;
test.beforeAll(async ({}, info) => {
  test.setTimeout(180_000);
  data = await triageData(info);
});

const rows = (page: Page) => page.locator("tbody tr[data-submission-id]");
const needs = () => `/submissions?view=needs&q=${data.tag}`;

test("two reviewers: a claim shows as held, Next claims a free case, a decision empties the case", async ({
  page,
  browser,
  accounts,
}) => {
  const [first, second] = [await accounts.create("reviewer"), await accounts.create("reviewer")];
  await signInByRequest(page, first, needs());
  await expect(page.getByRole("heading", { name: "Search in Needs decision", exact: true })).toBeVisible();
  await expect(page.getByTestId("page-status")).toContainText(
    "3 submissions on this page; no more after these.",
  );
  const [held] = data.cases;
  // c claims the focused row: pressed again only while the row shows it unclaimed (a key
  // before hydration does nothing; a second claim of a case you hold changes nothing).
  await row(page, held!.id).focus();
  await expect(async () => {
    if (!/\bYou\b/.test((await row(page, held!.id).textContent()) ?? "")) await page.keyboard.press("c");
    await expect(row(page, held!.id)).toContainText("You", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await signInByRequest(otherPage, second, needs());
    await expect(row(otherPage, held!.id)).toContainText("E2E reviewer");
    await expect(otherPage.getByTestId("count-needs")).toHaveText("3");
    // Deciding the case the first reviewer holds asks first, and keeps what was chosen.
    await otherPage.goto(`/submissions/${encodeURIComponent(held!.id)}`);
    const heldDecision = otherPage.getByRole("region", { name: "Decision", exact: true });
    await expect(heldDecision).toContainText("E2E reviewer holds this case. Decide in their place");
    await heldDecision.getByLabel("Reject").check();
    await heldDecision.getByLabel("Reason").selectOption({ index: 1 });
    await heldDecision.getByRole("button", { name: "Record decision", exact: true }).click();
    // Said beside the box to tick (the form's one field-message renderer).
    await expect(heldDecision).toContainText(
      "E2E reviewer holds this case. Tick “Decide in their place” to decide it anyway",
    );
    await expect(heldDecision.getByLabel("Reject")).toBeChecked();
    await expect(heldDecision.getByLabel("Decide in their place")).not.toBeChecked();
    await otherPage.goto(needs());
    // Next claims a case nobody holds: never the one the first reviewer holds.
    await otherPage.getByRole("button", { name: "Claim and open the next case", exact: true }).click();
    await expect(otherPage).toHaveURL(/\/submissions\/[^?]+\?/);
    const nextId = decodeURIComponent(new URL(otherPage.url()).pathname.split("/").at(-1)!);
    // The oldest case nobody holds: the first reviewer holds the oldest one.
    expect(nextId).toBe(data.cases[1]!.id);
    await expect(otherPage.getByTestId("case-holder")).toContainText("You hold this case");

    // The second reviewer decides it: it leaves Needs decision for both.
    const decision = otherPage.getByRole("region", { name: "Decision", exact: true });
    await decision.getByLabel("Approve").check();
    await decision.getByLabel("Reason").selectOption({ index: 1 });
    await decision.getByRole("button", { name: "Record decision", exact: true }).click();
    await expect(decision).toContainText(/nothing to decide/);
    await otherPage.goto(needs());
    await expect(otherPage.getByTestId("page-status")).toContainText(
      "2 submissions on this page; no more after these.",
    );
    await expect(row(otherPage, nextId)).toHaveCount(0);
    await otherPage.getByRole("link", { name: /^Decided/ }).click();
    await expect(row(otherPage, nextId)).toHaveCount(1);
  } finally {
    await other.close();
  }
  await page.reload();
  await expect(page.getByTestId("page-status")).toContainText("2 submissions on this page");
});

test("one search box: upper-case e-mail, partial id, name in any order", async ({ page, signIn }) => {
  const [hong] = data.cases;
  await signIn("reviewer", "/submissions");
  const search = page.getByRole("searchbox", { name: "Search", exact: true });
  await search.fill(hong!.email.toUpperCase());
  await search.press("Enter");
  await expect(page.getByRole("heading", { name: "Search in All", exact: true })).toBeVisible();
  await expect(row(page, hong!.id)).toHaveCount(1);

  // A piece of the id from the start of one of its parts, in capitals.
  await page
    .getByRole("searchbox", { name: "Search", exact: true })
    .fill(hong!.id.slice(9, 18).toUpperCase());
  await page.getByRole("searchbox", { name: "Search", exact: true }).press("Enter");
  await expect(row(page, hong!.id)).toHaveCount(1);

  // A name in capitals, its words in the other order.
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill("GILDONG HONG");
  await page.getByRole("searchbox", { name: "Search", exact: true }).press("Enter");
  await expect(row(page, hong!.id)).toHaveCount(1);

  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(`gildong hong ${data.tag}`);
  await page.getByRole("searchbox", { name: "Search", exact: true }).press("Enter");
  await expect(page.getByTestId("page-status")).toContainText("no more after these");
  // The tag is the userid, not part of the name: no record has both, so nothing matches.
  await expect(rows(page)).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill("gildong hong");
  await page.getByRole("searchbox", { name: "Search", exact: true }).press("Enter");
  await expect(row(page, hong!.id)).toHaveCount(1);
});

test("the URL is the state: the form follows it, the back button restores it", async ({ page, signIn }) => {
  await signIn("reviewer", "/submissions?view=all&status=approved");
  await expect(page.getByRole("heading", { name: "All", exact: true })).toBeVisible();
  await expect(page.getByLabel("approved", { exact: true })).toBeChecked();
  await page.getByRole("link", { name: "Clear search and filters", exact: true }).click();
  await expect(page).toHaveURL(/\/submissions$/);
  await expect(page.getByRole("heading", { name: "Needs decision", exact: true })).toBeVisible();
  await expect(page.getByRole("search")).toHaveCount(1);
  await expect(page.getByLabel("approved", { exact: true })).not.toBeChecked();
  await expect(page.getByRole("link", { name: /^Needs decision/ })).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page.getByRole("heading", { name: "All", exact: true })).toBeVisible();
  await expect(page.getByLabel("approved", { exact: true })).toBeChecked();
  await page.goto("/submissions?view=later");
  await expect(page.getByRole("alert").filter({ hasText: "not valid" })).toContainText(
    "view must be one of needs, mine, unassigned",
  );
});

test("keyboard: ? shows the shortcuts, a skip link leads to the table; screenshots", async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn("reviewer", `/submissions?q=${data.tag}`);
  await expect(rows(page).first()).toBeVisible();
  // ? shows or hides the shortcuts: pressed again only while they are hidden (before
  // hydration it does nothing; pressed twice it would hide them again).
  const shortcuts = page.getByRole("dialog", { name: "Keyboard shortcuts", exact: true });
  await expect(async () => {
    if (!(await shortcuts.isVisible())) await page.locator("body").press("?");
    await expect(page.getByRole("dialog", { name: "Keyboard shortcuts", exact: true })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("dialog")).toContainText("Claim and open the next case nobody holds");
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  // Sorting by a column reorders the loaded rows and is kept in the address.
  await page.getByRole("button", { name: /^Name/ }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(rows(page).first()).toContainText("HONG GILDONG");
  await page.reload();
  await expect(rows(page).first()).toContainText("HONG GILDONG");
  await page.getByRole("link", { name: "Skip to the table", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#queue-table$/);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: "test-results/triage-queue-1280.png" });
  await page.setViewportSize({ width: 800, height: 720 });
  await expect(rows(page).first()).toBeVisible();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways).toBe(false);
  await expect(page.locator("thead").getByText("E-mail")).toBeVisible();
  await page.screenshot({ path: "test-results/triage-queue-800.png" });

  // Back from a case (u), the same row has the focus again.
  const second = rows(page).nth(1);
  const secondId = (await second.getAttribute("data-submission-id"))!;
  await second.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/submissions/${secondId}`));
  await expect(async () => {
    if (/\/submissions\/[^?]+\?/.test(page.url())) await page.keyboard.press("u");
    await expect(page).toHaveURL(/\/submissions\?/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row(page, secondId)).toBeFocused();
});

test("a manager assigns selected cases to a reviewer; the overview's charts say what they counted", async ({
  page,
  browser,
  accounts,
}) => {
  const [manager, reviewer] = [await accounts.create("manager"), await accounts.create("reviewer")];
  await signInByRequest(page, manager, needs());
  await expect(page.getByTestId("page-status")).toContainText("no more after these");
  const open = data.cases.filter((c) => c.name !== "KIM MINJUN"); // the other one was decided above
  for (const c of open) await page.getByRole("checkbox", { name: `Select ${c.name}`, exact: true }).check();
  await page.getByLabel("Assign to").selectOption(reviewer.id);
  page.once("dialog", (dialog) => void dialog.accept()); // one of them is held: take it over
  await page.getByRole("button", { name: "Assign selected", exact: true }).click();
  await expect(page.getByTestId("queue-notice")).toContainText(`${open.length} assigned to E2E reviewer`);

  const other = await browser.newContext();
  const reviewerPage = await other.newPage();
  try {
    await signInByRequest(reviewerPage, reviewer, `/submissions?view=mine&q=${data.tag}`);
    await expect(reviewerPage.getByTestId("page-status")).toContainText(
      `${open.length} submissions on this page`,
    );
    for (const c of open) await expect(row(reviewerPage, c.id)).toContainText("You");
  } finally {
    await other.close();
  }

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/overview");
  for (const chart of ["backlog-chart", "queue-chart", "decisions-chart", "deletions-chart"])
    await expect(page.getByTestId(chart)).toBeVisible();
  await expect(page.getByTestId("triage-figures")).toContainText("Median time to decision");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: "test-results/triage-overview.png", fullPage: true });
});
