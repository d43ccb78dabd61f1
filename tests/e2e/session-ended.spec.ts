// A tab left open after its session ended: the reviewer types a note, signs out in another tab
// of the same browser, then adds the note in the old tab. The form says the session ended, keeps
// the note, and offers a sign-in (a new tab) that returns to the case; signed in again, the
// kept note goes through. Before, the action's answer was the sign-in page and the case page
// failed ("This page failed in the dashboard"), the note lost. The submission is this test's own.
import { expect, test } from "./fixtures";
import { createE2ESubmission } from "./kyc-service";
import { until } from "./page-actions";

test("an old tab's next action says the session ended, keeps the note, and signs in back to the page", async ({
  page,
  context,
  signIn,
}) => {
  const id = await createE2ESubmission(`session-ended-${Date.now()}@applicant.example`);
  const casePath = `/submissions/${id}`;
  const account = await signIn("reviewer", casePath);
  const notes = page.getByRole("region", { name: /Notes/ });
  const add = notes.getByRole("button", { name: "Add note", exact: true });
  const box = notes.getByRole("textbox");
  // Hydrated: the empty note is refused in the form, not sent as a page load.
  await until(() => add.click(), notes.getByText("Write the note before adding it.", { exact: true }));
  const note = `Asked for a second document (${id.slice(0, 8)}).`;
  await box.fill(note);

  const other = await context.newPage();
  await other.goto(casePath);
  await other.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(other).toHaveURL(/\/signin/);
  await other.close();

  await add.click();
  const refusal = notes.getByRole("alert");
  await expect(refusal).toContainText("Your session has ended. Sign in again.");
  await expect(box).toHaveValue(note);
  const again = notes.getByTestId("sign-in-again");
  await expect(again).toHaveAttribute("href", `/signin?callbackUrl=${encodeURIComponent(casePath)}`);
  await expect(page.getByRole("heading", { name: "This page failed in the dashboard" })).toHaveCount(0);

  const [signin] = await Promise.all([context.waitForEvent("page"), again.click()]);
  await signin.getByLabel("E-mail").fill(account.email);
  await signin.getByLabel("Password").fill(account.password);
  await signin.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(signin).toHaveURL(new RegExp(`${casePath}$`));
  await signin.close();

  await add.click();
  await expect(notes.getByRole("listitem").filter({ hasText: note })).toBeVisible();
  await expect(box).toHaveValue("");
});
