// Small moves specs share: a click repeated until the page answers, and a queue row by its id.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** A click that does nothing before hydration is repeated until the page answers. */
export async function until(action: () => Promise<unknown>, answer: Locator) {
  await expect(async () => {
    if (!(await answer.isVisible())) await action();
    await expect(answer).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** The queue's row of one submission. */
export const row = (page: Page, id: string) => page.locator(`tbody tr[data-submission-id="${id}"]`);
