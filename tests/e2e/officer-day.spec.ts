// The officer's day, second pass, in Chromium against both programs: a case waiting for its
// deletion is marked everywhere and cannot be approved; "was this person's data deleted?"
// answers deleted, still held or never seen; a verdict is changed without a reload and the
// decision panel follows; focus stays where the officer works; disabling an account asks first.
import type { Locator, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { demoFaces } from "../../scripts/demo/people";
import { expect, signInByRequest, test } from "./fixtures";
import { row, until } from "./page-actions";
import { untilIndexed } from "./indexed";
import {
  accountCode,
  applicantStepOne,
  applicantStepTwo,
  e2eKycClient,
  pendingApplicant,
} from "./kyc-service";
import { expectNoSeriousAxeViolations } from "./page-checks";
import { noteSensitive } from "./sensitive-values";

test.describe.configure({ mode: "serial" });

// Made anew for each run of this file (a `--repeat-each` copy included): its own people.
let tag = "";
let people: { email: string; name: string }[] = [];
const ids: string[] = [];
// Pending with an AML red flag: the demo list's Ignatius Quillfeather (as tests/e2e/case-data.ts).
let flagged = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tag = `e2e-day-${randomUUID().slice(0, 8)}`;
  people = [0, 1].map((i) => ({
    email: `${tag}-${i}@example.com`,
    name: `Wilma Withdrawn${i ? " Second" : ""} ${tag}`,
  }));
  ids.length = 0;
  const kyc = e2eKycClient();
  try {
    for (const [i, p] of people.entries()) {
      noteSensitive("e-mail", p.email, "e2e applicant (officer's day)");
      noteSensitive("name", p.name, "e2e applicant (officer's day)");
      ids.push(
        await pendingApplicant(kyc, {
          email: p.email,
          userid: tag,
          face: demoFaces.passes,
          applicant: {
            name: p.name,
            date_of_birth: `1980-0${i + 1}-11`,
            nationality: "KOR",
            gender: "female",
          },
        }),
      );
    }
    const card = {
      surname: "QUILLFEATHER",
      givenNames: "IGNATIUS BARNABY",
      birthDate: "1972-11-30",
      sex: "male",
      nationality: "GBR",
      issuingCountry: "GBR",
    } as const;
    flagged = await applicantStepOne(kyc, {
      email: `${tag}-listed@example.com`,
      userid: `${tag}-aml`,
      face: demoFaces.thirdPerson,
      card,
    });
    const screened = {
      name: "Ignatius Barnaby Quillfeather",
      date_of_birth: "1972-11-30",
      nationality: "GBR",
      gender: "male",
    } as const;
    await applicantStepTwo(kyc, flagged, screened, demoFaces.thirdPerson, await accountCode(kyc, flagged));
    await untilIndexed(kyc, tag);
    await untilIndexed(kyc, `${tag}-aml`);
  } finally {
    await kyc.close();
  }
});

/** Screenshots at 1280x720 and 800 px wide; at 800 px `part` must fit the width (no sideways scroll). */
async function shoot(page: Page, name: string, part: Locator, height = 720) {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: `test-results/officer-day-${name}-1280x720.png` });
  await page.setViewportSize({ width: 800, height });
  const box = await part.boundingBox();
  expect(box!.x + box!.width, `${name} fits 800 px`).toBeLessThanOrEqual(800);
  await page.screenshot({ path: `test-results/officer-day-${name}-800.png`, fullPage: height > 720 });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("after claiming with c in Unassigned, opening the case and pressing u, Enter opens the row now in its place", async ({
  page,
  signIn,
}) => {
  await signIn("reviewer", `/submissions?view=unassigned&q=${tag}`);
  await expect(row(page, ids[1]!)).toBeVisible();
  await row(page, ids[1]!).focus();
  await expect(async () => {
    if (!/\bYou\b/.test((await row(page, ids[1]!).textContent()) ?? "")) await page.keyboard.press("c");
    await expect(row(page, ids[1]!)).toContainText("You", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/submissions/${ids[1]}`));
  await expect(async () => {
    if (/\/submissions\/[^?]+\?/.test(page.url())) await page.keyboard.press("u");
    await expect(page).toHaveURL(/\/submissions\?/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // The claimed case has left Unassigned: the row now in its place has the focus, and Enter
  // opens it without pressing t first.
  await expect(row(page, ids[1]!)).toHaveCount(0);
  await expect(row(page, ids[0]!)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/submissions/${ids[0]}`));
});

test("a case waiting for its deletion is marked in the queue and on the case, and approval is refused; rejection stays open and focus stays in the decision area", async ({
  page,
  browser,
  accounts,
}) => {
  test.setTimeout(90_000);
  const [requester, second] = [await accounts.create("reviewer"), await accounts.create("reviewer")];
  await signInByRequest(page, requester, `/submissions/${ids[0]}`);
  const slot = page.getByRole("region", { name: "Delete this submission", exact: true });
  await slot.getByLabel("Reason for deletion").fill("Applicant withdrew, erasure");
  // The case comes back with the banner under the header in place of the form.
  await until(
    () => slot.getByRole("button", { name: "Request deletion", exact: true }).click(),
    page.getByRole("status").filter({ hasText: "Deletion pending" }),
  );

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    // Every queue view reads the same rows: Needs decision and All both carry the mark.
    await signInByRequest(otherPage, second, `/submissions?view=needs&q=${tag}`);
    for (const view of ["needs", "all"]) {
      await otherPage.goto(`/submissions?view=${view}&q=${tag}`);
      await expect(row(otherPage, ids[0]!)).toContainText("deletion pending");
      await expect(row(otherPage, ids[1]!)).not.toContainText("deletion pending");
    }
    await otherPage.goto(`/submissions/${ids[0]}`);
    const decision = otherPage.getByRole("region", { name: "Decision", exact: true });
    await expect(decision).toContainText("Deletion pending: approval is closed.");
    await expect(decision).toContainText(requester.email);
    await expect(decision.getByRole("radio", { name: "Approve", exact: true })).toBeDisabled();
    await shoot(otherPage, "case-deletion-pending", otherPage.locator("article"), 1400);
    await expectNoSeriousAxeViolations(otherPage);

    // The server refuses even a form whose Approve was forced open.
    await decision
      .getByRole("radio", { name: "Approve", exact: true })
      .evaluate((radio: HTMLInputElement) => {
        radio.disabled = false;
      });
    await decision.getByRole("radio", { name: "Approve", exact: true }).check();
    await decision.getByRole("combobox", { name: /^Reason/ }).selectOption({ index: 1 });
    await decision.getByRole("button", { name: "Record decision", exact: true }).click();
    await expect(decision.getByRole("alert")).toContainText(
      `Approval refused: ${requester.email} asked for this case to be deleted`,
    );

    // Rejection stays possible; afterwards focus waits on the decision area, not the body.
    await decision.getByRole("radio", { name: "Reject", exact: true }).check();
    await decision.getByRole("combobox", { name: /^Reason/ }).selectOption({ index: 1 });
    await decision.getByRole("button", { name: "Record decision", exact: true }).click();
    await expect(decision).toContainText("This case is rejected: there is nothing to decide.");
    await expect(otherPage.getByRole("heading", { name: "Decision", exact: true })).toBeFocused();
  } finally {
    await other.close();
  }
});

test("was this person's data deleted? answers still held, deleted with its receipt, or never seen", async ({
  page,
  browser,
  accounts,
}) => {
  test.setTimeout(90_000);
  // The rejection of the first test has reached the case index (its status is shown).
  const kyc = e2eKycClient();
  await untilIndexed(kyc, tag).finally(() => kyc.close());
  await signInByRequest(page, await accounts.create("manager"), "/audit");
  const lookup = page.getByRole("region", { name: "Was this person's data deleted?", exact: true });
  const ask = async (email: string, answer: RegExp) => {
    await lookup.getByRole("textbox", { name: "Applicant e-mail", exact: true }).fill(email);
    await until(
      () => lookup.getByRole("button", { name: "Look up", exact: true }).click(),
      lookup.getByText(answer),
    );
  };
  // Rejected and awaiting its deletion: the data is still held, with the case and its status.
  await ask(people[0]!.email.toUpperCase(), /Not deleted: data still held/);
  await expect(lookup.getByRole("list", { name: /Cases still held/ })).toContainText("Rejected");
  await expect(lookup.getByRole("link", { name: ids[0]! }).first()).toHaveAttribute(
    "href",
    `/submissions/${ids[0]}`,
  );
  await expect(lookup).toContainText("Not deleted: the request awaits a manager's approval.");
  await shoot(page, "lookup-held", lookup);

  // A second manager approves the deletion: now the answer is deleted, who and when, the receipt.
  const other = await browser.newContext();
  const managerPage = await other.newPage();
  try {
    await signInByRequest(managerPage, await accounts.create("manager"), "/deletions");
    const request = managerPage.getByTestId(`deletion-${ids[0]}`);
    await request
      .getByRole("checkbox", {
        name: "I have checked that this is the right applicant and that the reason applies.",
        exact: true,
      })
      .check();
    await request.getByRole("button", { name: "Approve and delete", exact: true }).click();
    await expect(request).toContainText("Deleted");
  } finally {
    await other.close();
  }
  await ask(people[0]!.email, /Every submission of .* known here was deleted/);
  await expect(lookup).toContainText(/Deleted \d{4}-\d{2}-\d{2}/);
  await expect(
    lookup.getByRole("link", { name: `Erasure receipt of ${ids[0]} as PDF`, exact: true }),
  ).toBeVisible();
  await shoot(page, "lookup-deleted", lookup);

  await ask(`nobody-${tag}@example.com`, /Never seen here/);
  await shoot(page, "lookup-never-seen", lookup);
  await expectNoSeriousAxeViolations(page);
});

test("an escalated verdict is changed to a true match without a reload, and the decision panel follows at once", async ({
  page,
  signIn,
}) => {
  await signIn("manager", `/submissions/${flagged}`);
  const match = page.getByRole("listitem", { name: "AML match 1", exact: true });
  const decision = page.getByRole("region", { name: "Decision", exact: true });
  await match.getByLabel("Escalate: needs a senior decision").check();
  await match.getByLabel("Reason for the verdict").fill("Needs the senior officer's view");
  await until(
    () => match.getByRole("button", { name: "Record verdict", exact: true }).click(),
    match.getByText("Verdict recorded."),
  );
  await expect(match).toContainText("Escalate: needs a senior decision · ");

  await decision.getByRole("radio", { name: "Approve", exact: true }).check();
  await decision.getByRole("combobox", { name: /^Reason/ }).selectOption({ index: 1 });
  await decision.getByRole("textbox", { name: /Internal note/ }).fill("Checked the list entry");
  await decision.getByRole("button", { name: "Record decision", exact: true }).click();
  await expect(decision.getByRole("alert")).toContainText("AML match 1 is escalated and not yet resolved.");

  // The form stayed: the verdict is changed, with its reason, and the stale refusal goes.
  await match.getByLabel("True match: this is the listed person").check();
  await match.getByLabel("Reason for the change").fill("The senior officer confirmed the listing");
  await match.getByRole("button", { name: "Change verdict", exact: true }).click();
  await expect(match).toContainText("True match: this is the listed person · ");
  await expect(decision.getByRole("alert")).toHaveCount(0);
  await expect(decision.getByRole("textbox", { name: /Internal note/ })).toHaveValue(
    "Checked the list entry",
  );
  await decision.getByRole("button", { name: "Record decision", exact: true }).click();
  await expect(decision.getByRole("alert")).toContainText("AML match 1 is confirmed as the listed person.");
});

test("disabling an account asks first and says what happens; enabling it again is one plain button", async ({
  page,
  signIn,
  accounts,
}) => {
  const admin = await signIn("admin", "/admin/users");
  const person = await accounts.create("reviewer");
  // The page lists 50 accounts at a time; the e2e database keeps every run's, so find this one.
  await page.getByLabel("Find an account").fill(person.email);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.waitForURL(/\/admin\/users\?q=/);
  expect(new URL(page.url()).searchParams.get("q")).toBe(person.email);
  await expect(page.getByText("Accounts 1–1 of 1")).toBeVisible();
  await expect(page.getByTestId(`user-${admin.email}`)).toHaveCount(0);
  const line = page.getByTestId(`user-${person.email}`);
  await line.getByRole("button", { name: `Disable ${person.email}…`, exact: true }).click();
  await expect(line).toContainText("Their sessions end at once");
  await expect(line).toContainText("An admin can enable the account again on this page.");
  // Cancel changes nothing and gives the focus back to the button it came from.
  await line.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(line.getByRole("button", { name: `Disable ${person.email}…`, exact: true })).toBeFocused();
  await expect(line).toContainText("active");
  await line.getByRole("button", { name: `Disable ${person.email}…`, exact: true }).click();
  await line.getByRole("button", { name: `Disable ${person.email}`, exact: true }).click();
  await expect(line).toContainText(`Disabled: ${person.email} cannot sign in.`);
  await line.getByRole("button", { name: `Enable ${person.email}`, exact: true }).click();
  await expect(line).toContainText("active");
  await expect(line.getByRole("button", { name: `Disable ${person.email}…`, exact: true })).toBeVisible();
});
