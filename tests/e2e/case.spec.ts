// The case page as a compliance officer uses it, in Chromium against both programs: the
// evidence and the decision in one view, forms that keep their input, AML verdicts and their
// memory, four-eyes approval of a High-risk case, notes in the activity, the full-screen
// viewer by keyboard, and a deletion seen from the case.
import type { Page } from "@playwright/test";
import { caseData, type CaseData } from "./case-data";
import { expect, signInByRequest, test } from "./fixtures";
import { expectNoSeriousAxeViolations, keepScreenshot } from "./page-checks";

let data: CaseData;
test.beforeAll(async ({}, info) => {
  test.setTimeout(180_000);
  data = await caseData(info);
});
test.describe.configure({ mode: "serial" });

/** A click that does nothing before hydration is repeated until the form answers. */
async function submitUntil(
  page: Page,
  button: ReturnType<Page["getByRole"]>,
  answer: ReturnType<Page["getByText"]>,
) {
  await expect(async () => {
    if (!(await answer.isVisible())) await button.click();
    await expect(answer).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test("at 1280x720 the ID photo, the selfie and the decision are in view", async ({ page, signIn }, info) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn("reviewer", `/submissions/${data.flagged.id}`);
  await expect(page.getByRole("heading", { level: 1, name: data.flagged.name })).toBeVisible();
  for (const name of ["ID photo", "Selfie"]) {
    const image = page.getByRole("img", { name, exact: true });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(image).toBeInViewport();
  }
  const decision = page.getByRole("region", { name: "Decision", exact: true });
  await expect(decision.getByRole("button", { name: "Record decision", exact: true })).toBeInViewport();
  // Nothing is chosen for the reviewer.
  await expect(decision.getByRole("radio", { name: "Approve", exact: true })).not.toBeChecked();
  await expect(decision.getByRole("radio", { name: "Reject", exact: true })).not.toBeChecked();
  await expect(page.getByLabel("Case summary")).toContainText("1 without verdict");
  await keepScreenshot(page, info, "case-red-flag-1280x720");
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 800, height: 900 });
  await keepScreenshot(page, info, "case-red-flag-800");
  await page.goto(`/submissions/${data.retries.id}`);
  await expect(
    page.getByRole("region", { name: /Attempts/ }).getByRole("heading", { name: /^Attempt \d$/ }),
  ).toHaveCount(4);
  await page.setViewportSize({ width: 1280, height: 720 });
  await keepScreenshot(page, info, "case-four-attempts-1280x720");
  await page.setViewportSize({ width: 800, height: 900 });
  await keepScreenshot(page, info, "case-four-attempts-800");
  await expectNoSeriousAxeViolations(page);
});

test("a decision is fixed after an error without retyping; approval waits for every AML verdict", async ({
  page,
  browser,
  signIn,
  accounts,
}) => {
  await signIn("manager", `/submissions/${data.flagged.id}`);
  const decision = page.getByRole("region", { name: "Decision", exact: true });
  const record = decision.getByRole("button", { name: "Record decision", exact: true });

  await decision.getByRole("radio", { name: "Reject", exact: true }).check();
  await decision
    .getByRole("combobox", { name: /^Reason/ })
    .selectOption({ label: "Other (explained in the note)" });
  await decision
    .getByRole("textbox", { name: /Comment sent to the KYC service/ })
    .fill("Please send a new photo");
  await submitUntil(page, record, decision.getByText("Explain the reason in the note."));
  await expect(decision.getByRole("radio", { name: "Reject", exact: true })).toBeChecked();
  await expect(decision.getByRole("combobox", { name: /^Reason/ })).toHaveValue("other");
  await expect(decision.getByRole("textbox", { name: /Comment sent/ })).toHaveValue(
    "Please send a new photo",
  );
  await expect(decision.getByTestId("decision-summary")).toContainText(
    "the comment “Please send a new photo”",
  );

  // Approval is refused while the match has no verdict, naming it; the form stays as it was.
  await decision.getByRole("radio", { name: "Approve", exact: true }).check();
  await decision
    .getByRole("combobox", { name: /^Reason/ })
    .selectOption({ label: "AML match is a different person (false positive)" });
  await decision.getByRole("textbox", { name: /Internal note/ }).fill("Born on another day");
  await record.click();
  await expect(decision.getByRole("alert")).toContainText("AML match 1 has no verdict yet");
  await expect(decision.getByRole("textbox", { name: /Internal note/ })).toHaveValue("Born on another day");

  // A verdict without a reason is refused at the field, keeping the choice.
  const match = page.getByRole("listitem", { name: "AML match 1", exact: true });
  await match.getByLabel("False positive: a different person").check();
  await match.getByRole("button", { name: "Record verdict", exact: true }).click();
  await expect(match.getByText(/Give the reason for this verdict/)).toBeVisible();
  await expect(match.getByLabel("False positive: a different person")).toBeChecked();
  await match.getByLabel("Reason for the verdict").fill("Listed person was born on another day");
  await match.getByRole("button", { name: "Record verdict", exact: true }).click();
  await expect(match).toContainText("False positive: a different person · ");

  // A High-risk false positive stands only once a second reviewer marks it too.
  await page.reload();
  await expect(page.getByLabel("Case summary")).toContainText("1 awaiting a second reviewer");
  const colleague = await accounts.create("manager");
  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  await signInByRequest(colleaguePage, colleague, `/submissions/${data.flagged.id}`);
  const again = colleaguePage.getByRole("listitem", { name: "AML match 1", exact: true });
  // The colleague sees the verdict already recorded and confirms it, with a reason of their own.
  const confirm = again.getByRole("form", {
    name: "Confirm the false positive on match 1 (four eyes)",
    exact: true,
  });
  await confirm.getByLabel("Reason for confirming").fill("Checked the listed birth date too");
  await confirm.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(again).toContainText(`False positive: a different person · ${colleague.email}`);
  await colleagueContext.close();

  await page.reload();
  await expect(page.getByLabel("Case summary")).not.toContainText(/without verdict|awaiting a second/);
  await decision.getByRole("radio", { name: "Approve", exact: true }).check();
  await decision
    .getByRole("combobox", { name: /^Reason/ })
    .selectOption({ label: "AML match is a different person (false positive)" });
  await expect(decision.getByTestId("decision-summary")).toContainText("needs a second reviewer");
  await decision.getByRole("textbox", { name: /Internal note/ }).fill("Different date of birth");
  await record.click();
  await expect(decision.getByText(/waits for a second reviewer/)).toBeVisible();
});

test("four eyes: a second manager confirms the High-risk approval", async ({ page, accounts }) => {
  const second = await accounts.create("manager");
  await signInByRequest(page, second, `/submissions/${data.flagged.id}`);
  const decision = page.getByRole("region", { name: "Decision", exact: true });
  await expect(decision).toContainText("Approval waiting for a second reviewer");
  await decision
    .getByRole("button", { name: "Confirm the approval as second reviewer", exact: true })
    .click();
  // The page comes back with the case approved upstream and nothing left to decide.
  await expect(decision).toContainText("This case is approved: there is nothing to decide.");
  await expect(decision.getByRole("listitem").first()).toContainText("applied by the KYC service");
  await page.reload();
  await expect(page.getByLabel("Case summary")).toContainText("Approved");
  await expect(decision).toContainText(`confirmed by ${second.email}`);
  await expect(page.getByRole("region", { name: "Activity", exact: true })).toContainText(
    `${second.email}: Confirmed the approval`,
  );
});

test("a false positive is remembered on the same person's next submission; notes join the activity", async ({
  page,
  signIn,
}) => {
  await signIn("reviewer", `/submissions/${data.flaggedAgain.id}`);
  const match = page.getByRole("listitem", { name: "AML match 1", exact: true });
  await expect(match).toContainText("Earlier marked a false positive for this applicant and list entry");
  // The latest of the two reviewers' false positives (the first test's colleague) is shown.
  await expect(match).toContainText("Checked the listed birth date too");

  const notes = page.getByRole("region", { name: /Notes/ });
  const add = notes.getByRole("button", { name: "Add note", exact: true });
  await submitUntil(page, add, notes.getByText("Write the note before adding it."));
  await notes.getByRole("textbox").fill("Asked the applicant for a second document.");
  await add.click();
  await expect(
    notes.getByRole("listitem").filter({ hasText: "Asked the applicant for a second document." }),
  ).toBeVisible();
  await expect(notes.getByRole("textbox")).toHaveValue("");
  const activity = page.getByRole("region", { name: "Activity", exact: true });
  await expect(activity.getByRole("listitem").filter({ hasText: "Added a note" })).toContainText(
    "Asked the applicant for a second document.",
  );
});

test("the full-screen viewer answers the keyboard", async ({ page, signIn }) => {
  await signIn("reviewer", `/submissions/${data.retries.id}`);
  const open = page.getByRole("button", { name: "Full screen", exact: true });
  const dialog = page.getByRole("dialog", { name: "ID photo and selfie, full screen", exact: true });
  await expect(async () => {
    if (!(await dialog.isVisible())) await open.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press("+");
  await page.keyboard.press("+");
  await expect(dialog).toContainText("156%");
  await page.keyboard.press("-");
  await expect(dialog).toContainText("125%");
  const photo = dialog.getByRole("img", { name: "ID photo, full screen", exact: true });
  const before = await photo.getAttribute("style");
  await page.keyboard.press("ArrowLeft");
  await expect(photo).not.toHaveAttribute("style", before!);
  await page.keyboard.press("r");
  await expect(photo).toHaveAttribute("data-rotation", "90");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("a deletion shows on the case, and a deleted case says who and when", async ({
  page,
  signIn,
  browser,
  accounts,
}, info) => {
  const requester = await signIn("reviewer", `/submissions/${data.flaggedAgain.id}`);
  const slot = page.getByRole("region", { name: "Delete this submission", exact: true });
  const request = slot.getByRole("button", { name: "Request deletion", exact: true });
  await slot.getByLabel("Reason for deletion").fill("Dup");
  await submitUntil(page, request, slot.getByText(/at least 5 characters/));
  await expect(slot.getByLabel("Reason for deletion")).toHaveValue("Dup");
  await slot.getByLabel("Reason for deletion").fill("Duplicate of an approved case");
  await request.click();
  // The case comes back with the banner in place of the form.
  await expect(page.getByRole("status").filter({ hasText: "Deletion pending" })).toBeVisible();
  await expect(slot).toBeHidden();
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Deletion pending" })).toContainText(
    requester.email,
  );

  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  const manager = await accounts.create("manager");
  await signInByRequest(managerPage, manager, "/deletions");
  const row = managerPage.getByTestId(`deletion-${data.flaggedAgain.id}`);
  await row
    .getByRole("checkbox", {
      name: "I have checked that this is the right applicant and that the reason applies.",
      exact: true,
    })
    .check();
  await row.getByRole("button", { name: "Approve and delete", exact: true }).click();
  await expect(row).toContainText("Deleted");
  await managerContext.close();

  await page.reload();
  const deleted = page.getByRole("status").filter({ hasText: "This case was deleted" });
  await expect(deleted).toContainText(requester.email);
  await expect(deleted).toContainText(manager.email);
  // The reason a person typed went with the case's data; the page says so.
  await expect(deleted).toContainText(/Reason\s*erased with the applicant’s data/);
  await page.setViewportSize({ width: 1280, height: 720 });
  await keepScreenshot(page, info, "case-deleted-1280x720");
  await page.setViewportSize({ width: 800, height: 900 });
  await keepScreenshot(page, info, "case-deleted-800");
  await expectNoSeriousAxeViolations(page);
});
