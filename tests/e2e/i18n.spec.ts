// The dashboard in Korean and English: the header's switch stores the reviewer's language and
// keeps the page and its filters; <html lang> follows; the sign-in page follows the browser
// (or this browser's earlier choice). Screenshots of the Korean queue at 1280x720 and 800 px.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, koreanScreenshots } from "./page-checks";

const filtered = "/submissions?view=all&status=pending&risk=High";
const keepsFilters = (page: Page) => {
  const url = new URL(page.url());
  expect(url.pathname).toBe("/submissions");
  expect(url.searchParams.get("view")).toBe("all");
  expect(url.searchParams.getAll("status")).toEqual(["pending"]);
  expect(url.searchParams.get("risk")).toBe("High");
};

test("a reviewer reads the queue in Korean, keeps the filters, and is back in English at a click", async ({
  page,
  signIn,
}) => {
  const account = await signIn("reviewer", filtered);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "All", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "한국어", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  keepsFilters(page);
  await expect(page.getByRole("heading", { name: "전체", exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "대기열 보기", exact: true })
      .getByRole("link", { name: /결정 필요/ }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "로그아웃", exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "심사 대기", exact: true })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "자금세탁방지(AML) 위험도", exact: true })).toHaveValue(
    "High",
  );
  await expect(page.getByTestId("page-status")).toContainText(/이 페이지에 [\d,]+건|이 보기에/);
  await expect(page.getByTestId("index-freshness")).toContainText(/기준 최신입니다|색인 구축 중/);
  await expect(page.getByText(/could not be loaded|불러오지 못했습니다/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await koreanScreenshots(page, "queue");

  // The choice is the account's: a new visit is in Korean too.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");

  // Signed out, this browser's sign-in page speaks the language it chose.
  await page.getByRole("button", { name: "로그아웃", exact: true }).click();
  await expect(page.getByRole("heading", { name: "KYC 심사 로그인", exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await page.getByLabel("이메일").fill(account.email);
  await page.getByLabel("비밀번호").fill(account.password);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page.getByRole("button", { name: "로그아웃", exact: true })).toBeVisible();
  await page.goto(filtered);

  await page.getByRole("button", { name: "English", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  keepsFilters(page);
  await expect(page.getByRole("heading", { name: "All", exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "pending", exact: true })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
});

test("the sign-in page follows the browser's language", async ({ browser }) => {
  const korean = await browser.newContext({ locale: "ko-KR" });
  const page = await korean.newPage();
  await page.goto("/signin");
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByRole("heading", { name: "KYC 심사 로그인", exact: true })).toBeVisible();
  await expect(page.getByLabel("이메일")).toBeVisible();
  await expect(page).toHaveTitle(/로그인/);
  await expectNoSeriousAxeViolations(page);
  await koreanScreenshots(page, "signin", false);
  await korean.close();
});

// Chromium without a Korean system font drew Hangul as boxes for good when Noto Sans KR was only a
// fallback after the system fonts (app/globals.css names it first for Korean text). Boxes are
// narrower than the glyphs, so the switch's "한국어" must come to the width of the same word drawn
// afresh in the font: as served, with the font part arriving after the page's scripts, and with
// the scripts after it.
const late = {
  "as served": null,
  "font late": /\.woff2$/,
  "scripts late": /\/_next\/static\/chunks\/.*\.js$/,
};
for (const [order, held] of Object.entries(late)) {
  test(`Hangul on an English page is drawn in the Korean font, not as boxes (${order})`, async ({
    page,
    signIn,
  }) => {
    await signIn("reviewer", "/deletions");
    if (held)
      await page.route(held, async (route) => {
        await new Promise((later) => setTimeout(later, 2_000));
        await route.continue();
      });
    await page.goto("/submissions");
    const drawnInFont = () =>
      page.evaluate(() => {
        const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "한국어");
        if (!button || !document.fonts.check('400 12px "Noto Sans KR"', "한국어")) return null;
        const range = document.createRange();
        range.selectNodeContents(button);
        const style = getComputedStyle(button);
        const probe = document.createElement("span");
        probe.textContent = "한국어";
        probe.style.font = `${style.fontWeight} ${style.fontSize} "Noto Sans KR"`;
        probe.style.position = "absolute";
        document.body.append(probe);
        const expected = probe.getBoundingClientRect().width;
        probe.remove();
        return Math.abs(range.getBoundingClientRect().width - expected) < 0.5;
      });
    await expect.poll(drawnInFont).toBe(true);
  });
}
