import { test, expect } from "./fixtures";

test("the dashboard opens on Needs decision from its case index, and says how fresh it is", async ({
  page,
  signIn,
}) => {
  await signIn("reviewer", "/submissions");
  await expect(page.getByRole("heading", { name: "Needs decision", exact: true })).toBeVisible();
  // The page says what it shows, then either the table or the empty state, never an error.
  await expect(page.getByTestId("page-status")).toContainText(/[\d,]+ submissions? on this page/);
  await expect(page.getByTestId("index-freshness")).toContainText(
    /Up to date as of \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/,
  );
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(page.getByRole("table").or(page.getByText("No submissions match this view"))).toBeVisible();
});

test("a bad filter in the address is named, with a way back", async ({ page, signIn }) => {
  await signIn("reviewer");
  await page.goto("/submissions?size=75");
  await expect(page.getByRole("alert").filter({ hasText: "not valid" })).toContainText(
    "size must be one of 50, 100, 500, 2000",
  );
  await page.getByRole("link", { name: "Open Needs decision", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Needs decision", exact: true })).toBeVisible();
});
