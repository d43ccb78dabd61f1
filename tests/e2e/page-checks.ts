// Checks several specs make of a page: axe finds nothing serious, and a screenshot kept as a
// test artefact (attached to the report) for a person to look at.
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";

export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

export async function keepScreenshot(page: Page, info: TestInfo, name: string, fullPage = false) {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await info.attach(name, { path, contentType: "image/png" });
}

/**
 * Waits until the page's non-Latin text is drawn. Without a Korean system font (CI's Chromium)
 * Hangul comes from Noto Sans KR, split by unicode-range into parts fetched as text needs them.
 * First ask for the parts holding every character on the page (text and placeholders) in both
 * weights and wait for all faces (a part that fails to load fails the test), then two frames, so
 * the screenshots show every word as a person sees it once the page has settled.
 */
export async function settleFonts(page: Page) {
  await page.evaluate(async () => {
    const placeholders = Array.from(document.querySelectorAll("[placeholder]"), (e) =>
      e.getAttribute("placeholder"),
    );
    const text = [document.body.innerText, ...placeholders].join("").replace(/[\x00-\x7f]/g, "");
    const chars = [...new Set(text)].join("");
    if (chars)
      await Promise.all(["400", "700"].map((w) => document.fonts.load(`${w} 16px "Noto Sans KR"`, chars)));
    await document.fonts.ready;
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  });
}

/** The Korean screenshots a person looks at: test-results/i18n-<name>-ko-1280x720.png and, if asked, -800.png. */
export async function koreanScreenshots(page: Page, name: string, narrow = true) {
  await settleFonts(page);
  await page.screenshot({ path: `test-results/i18n-${name}-ko-1280x720.png` });
  if (!narrow) return;
  await page.setViewportSize({ width: 800, height: 720 });
  await settleFonts(page);
  await page.screenshot({ path: `test-results/i18n-${name}-ko-800.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}
