// Keyboard shortcuts without a first `t`: j/k and Enter start at the queue's row when nothing
// has the focus; on a case, ? shows its shortcuts and u goes back to the queue at once, even
// right after n. The spec's own cases (step 1 only), found by its tag.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { untilIndexed } from "./indexed";
import { createE2ESubmission, e2eKycClient } from "./kyc-service";
import { arrangedOnce, specOwner } from "./spec-data";

/**
 * j until the queue's first row has the focus. A j pressed before the page has hydrated does
 * nothing, so it is pressed again, but only while no row has the focus: a second j after one
 * that worked (its check merely slow) would move on to the second row.
 */
async function focusFirstRowWithJ(page: Page) {
  const first = page.locator("#queue-table tbody tr[data-submission-id]").first();
  await expect(async () => {
    const inTable = await page.evaluate(() => !!document.activeElement?.closest("#queue-table tbody"));
    if (!inTable) await page.keyboard.press("j");
    await expect(first).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

const arranged = (info: Parameters<typeof specOwner>[0]) =>
  arrangedOnce("shortcuts", info, async () => {
    const tag = `e2e-keys-${specOwner(info)}-${Date.now()}`.replace(/[^a-z0-9-]/gi, "-");
    const ids: string[] = [];
    for (const n of [1, 2]) ids.push(await createE2ESubmission(`keys-${n}-${Date.now()}@example.test`, tag));
    await untilIndexed(e2eKycClient(), tag);
    return { userid: tag, ids };
  });

test("j and Enter work in the queue before t is pressed", async ({ page, signIn }, info) => {
  const { userid, ids } = await arranged(info);
  await signIn("reviewer", `/submissions?view=all&userid=${encodeURIComponent(userid)}`);
  const rows = page.locator("#queue-table tbody tr[data-submission-id]");
  await expect(rows).toHaveCount(ids.length);
  // A key pressed before the page has hydrated does nothing: pressed again until it moves focus.
  await focusFirstRowWithJ(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/submissions\/[^/?]+/);
});

test("on a case, ? shows the shortcuts and u right after n goes back to the queue", async ({
  page,
  signIn,
}, info) => {
  const { userid, ids } = await arranged(info);
  const queue = `/submissions?view=all&userid=${encodeURIComponent(userid)}`;
  await signIn("reviewer", queue);
  await expect(page.locator("#queue-table tbody tr[data-submission-id]")).toHaveCount(ids.length);
  await focusFirstRowWithJ(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/submissions\/[^/?]+/);
  // The first of the two cases: the header's next case, once the loader has found it.
  await expect(page.getByRole("link", { name: "Next in queue →", exact: true })).toBeVisible();
  await page.keyboard.press("?");
  await expect(page.getByRole("heading", { name: "Keyboard shortcuts", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Keyboard shortcuts", exact: true })).toBeHidden();
  const here = page.url();
  await page.keyboard.press("n");
  await expect(page).not.toHaveURL(here);
  // u as soon as the next case's address is shown, while its header may still be loading; a key
  // pressed before the new page has hydrated does nothing, so it is pressed again until it does.
  await expect(async () => {
    await page.keyboard.press("u");
    await expect(page).toHaveURL(/\/submissions\?view=all&userid=/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});
