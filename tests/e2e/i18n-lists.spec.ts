// The Duplicates, Monitoring, Deletions and Settings pages in English and Korean: <html lang>,
// Korean headings and buttons, axe with no serious violations in both languages, screenshots
// of the Korean pages at 1280x720 and 800 px; the Settings page's zone moves the queue's times,
// and a zone the runtime does not know is refused in Korean with the choices kept.
import { duplicatesData, type DuplicatesData } from "./duplicates-data";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, koreanScreenshots } from "./page-checks";

const pages = [
  { name: "duplicates", path: "/duplicates", en: "Duplicates", ko: "중복 의심" },
  { name: "monitoring", path: "/monitoring", en: "Monitoring", ko: "지속 모니터링" },
  { name: "deletions", path: "/deletions", en: "Deletions", ko: "삭제 요청" },
  { name: "settings", path: "/settings", en: "Settings", ko: "설정" },
] as const;

// The duplicates spec's pairs (made once per run): the Duplicates page has rows to show. Only
// listed here, never opened, so that spec finds them as it expects.
let duplicates: DuplicatesData;
test.beforeAll(async ({}, info) => {
  test.setTimeout(180_000);
  duplicates = await duplicatesData(info);
});

test("a manager reads Duplicates, Monitoring, Deletions and Settings in English and in Korean", async ({
  page,
  signIn,
}) => {
  await signIn("manager", "/duplicates");
  for (const p of pages) {
    await page.goto(p.path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: p.en })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }

  await page.getByRole("button", { name: "한국어", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  for (const p of pages) {
    await page.goto(p.path);
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.getByRole("heading", { level: 1, name: p.ko })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(p.ko));
    await expectNoSeriousAxeViolations(page);
    await koreanScreenshots(page, p.name);
  }

  await page.goto("/duplicates");
  await expect(page.getByRole("link", { name: "← 대기열", exact: true })).toBeVisible();
  await expect(page.getByTestId("duplicate-counts")).toContainText(/정리 대기 [1-9][\d,]*건/);
  const row = page.getByRole("row", { name: new RegExp(duplicates.account.second) });
  await expect(row).toContainText("심사자의 정리 대기");
  await expect(row).toContainText("GMT+9"); // found, in Seoul time (UTC on hover)
  await page.goto("/monitoring");
  await expect(page.getByTestId("monitoring-counts")).toContainText(/결정 완료 건 [\d,]+건/);
  await expect(page.getByRole("heading", { name: /재검토 기한이 된 오탐/ })).toBeVisible();
  await page.goto("/deletions");
  await expect(page.getByRole("heading", { name: "삭제 요청하기", exact: true })).toBeVisible();
  await expect(page.getByText("요청자가 아닌 다른 관리자가 승인합니다(2인 승인).")).toBeVisible();
  await expect(page.getByText(/could not be loaded|불러오지 못했습니다/)).toHaveCount(0);

  // The deletion lookup (on the audit page) answers in Korean too.
  await page.goto("/audit");
  const lookup = page.getByRole("region", { name: "이 사람의 정보가 삭제되었나요?", exact: true });
  await lookup
    .getByRole("textbox", { name: "신청인 이메일", exact: true })
    .fill("never-seen-i18n@example.test");
  await lookup.getByRole("button", { name: "조회", exact: true }).click();
  await expect(lookup.getByRole("status")).toContainText("조회된 적 없음.");
});

test("the Settings page sets the zone the queue's times are shown in; an unknown zone is refused in Korean", async ({
  page,
  signIn,
}) => {
  await signIn("reviewer", "/submissions");
  await page.getByRole("button", { name: "한국어", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  // Korean without a zone of one's own: Seoul time. The freshness line gives a time once the
  // case index has caught up (a fresh e2e service may still be building it).
  const freshness = page.getByTestId("index-freshness");
  const freshnessSays = (text: string) =>
    expect(async () => {
      await page.reload();
      await expect(freshness).toContainText(text, { timeout: 1_000 });
    }).toPass();
  await freshnessSays("GMT+9");

  await page.getByRole("link", { name: "설정", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "설정" })).toBeVisible();
  const form = page.getByRole("form", { name: "언어 및 시간대", exact: true });
  const zone = form.getByRole("combobox", { name: "시간대", exact: true });
  await expect(zone).toHaveValue("");
  await expect(zone.locator("option").first()).toHaveText("언어 기본값 (한국어: Asia/Seoul, 영어: UTC)");

  // A zone the select does not offer, as a hand-made request would send it.
  await zone.evaluate((select: HTMLSelectElement) => {
    select.options[1]!.value = "Mars/Olympus_Mons";
    select.selectedIndex = 1;
  });
  await form.getByRole("button", { name: "저장", exact: true }).click();
  await expect(form.getByText(/^목록에서 시간대\(Asia\/Seoul 같은 IANA 이름\)를 선택하거나/)).toBeVisible();
  await expect(form.getByRole("alert")).toHaveText("입력 내용을 고쳐야 하는 항목이 있습니다.");
  await expect(zone).toHaveValue("Mars/Olympus_Mons");
  await expect(zone).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("combobox", { name: "언어", exact: true })).toHaveValue("ko");
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await zone.selectOption("America/New_York");
  await form.getByRole("button", { name: "저장", exact: true }).click();
  await expect(form.getByRole("status")).toHaveText("저장했습니다.");
  await expect(page.getByText("시각은 America/New_York 기준으로 표시합니다", { exact: false })).toBeVisible();

  await page.goto("/submissions");
  await freshnessSays("GMT-5");
  await expect(freshness).not.toContainText("GMT+9");
});
