// At 1280 px (a laptop) the queue's table fits its box: no column, the e-mail least of all, is
// cut off behind a sideways scroll. The spec's own case, with a long e-mail, found by its tag.
import { test, expect } from "./fixtures";
import { untilIndexed } from "./indexed";
import { createE2ESubmission, e2eKycClient } from "./kyc-service";
import { arrangedOnce, specOwner } from "./spec-data";

test("the queue's table fits its box at 1280 px, the e-mail column included", async ({
  page,
  signIn,
}, info) => {
  const { userid, email } = await arrangedOnce("queue-width", info, async () => {
    const tag = `e2e-width-${specOwner(info)}-${Date.now()}`.replace(/[^a-z0-9-]/gi, "-");
    const address = `a.rather.long.name.for.width-${Date.now()}@applicants.example.test`;
    await createE2ESubmission(address, tag);
    await untilIndexed(e2eKycClient(), tag);
    return { userid: tag, email: address };
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn("reviewer", `/submissions?view=all&userid=${encodeURIComponent(userid)}`);
  const cell = page.getByRole("cell", { name: email, exact: true });
  await expect(cell).toBeVisible();
  // The table's scrolling box (one id on the page).
  const box = page.locator("#queue-table");
  const fits = await box.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  const [cellBox, outer] = [await cell.boundingBox(), await box.boundingBox()];
  expect(cellBox!.x + cellBox!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 1);
});
