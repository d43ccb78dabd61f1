// In-browser timings of the queue table once its rows are loaded.
import type { Page } from "@playwright/test";

/** Runs in the page: ArrowDown `count` times from the first row, each timed to the next frame. */
export async function keyLatencies(count: number): Promise<number[]> {
  const first = document.querySelector<HTMLElement>("tbody tr[data-submission-id]")!;
  first.focus();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    // Inline (no named helpers): this function's text runs in the browser as it is.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    times.push(performance.now() - started);
  }
  return times;
}

/** A click on the Name header until the first row shown changes (the order is in the URL). */
export async function timeSort(page: Page): Promise<number> {
  const firstId = () =>
    page.locator("tbody tr[data-submission-id]").first().getAttribute("data-submission-id");
  const before = await firstId();
  const started = performance.now();
  await page.getByRole("button", { name: /^Name/ }).click();
  await page.waitForFunction(
    (id) => document.querySelector("tbody tr[data-submission-id]")?.getAttribute("data-submission-id") !== id,
    before,
    { polling: "raf" },
  );
  return performance.now() - started;
}
