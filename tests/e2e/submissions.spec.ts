import { test, expect } from "./fixtures";

test("the dashboard opens on Needs decision, scanned from the KYC service", async ({ page, signIn }) => {
  await signIn("reviewer", "/submissions");
  await expect(page.getByRole("heading", { name: "Needs decision" })).toBeVisible();
  // The scan reports what it counted, then either the table or the empty state, never an error.
  await expect(page.getByTestId("scan-progress")).toContainText(/Scanned [\d,]+ submissions, [\d,]+ match/);
  await expect(page.getByText(/could not be loaded|search stopped/)).toHaveCount(0);
  await expect(
    page.getByRole("table").or(page.getByText("No submissions match these filters")),
  ).toBeVisible();
});

test("a bad filter in the address is named, with a way back", async ({ page, signIn }) => {
  await signIn("reviewer");
  await page.goto("/submissions?size=75");
  await expect(page.getByRole("alert").filter({ hasText: "not valid" })).toContainText(
    "size must be one of 50, 100, 500, 2000",
  );
  await page.getByRole("link", { name: "Open Needs decision" }).click();
  await expect(page.getByRole("heading", { name: "Needs decision" })).toBeVisible();
});
