// A reviewer's day on the case page in Korean: a case opened from the Korean queue, its evidence
// and AML matches in Korean, a verdict, a decision fixed after a validation error (what was typed
// stays, the message is Korean), a deletion requested; `lang="ko"`, axe in both languages, and
// the switch keeping the page. Screenshots of the Korean case at 1280x720 and 800 px wide.
import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { demoFaces } from "../../scripts/demo/people";
import { expect, test } from "./fixtures";
import { row, until } from "./page-actions";
import { untilIndexed } from "./indexed";
import {
  accountCode,
  applicantStepOne,
  applicantStepTwo,
  e2eKycClient,
  pendingApplicant,
} from "./kyc-service";
import { expectNoSeriousAxeViolations, koreanScreenshots, settleFonts } from "./page-checks";
import { noteSensitive } from "./sensitive-values";

test.describe.configure({ mode: "serial" });

// Made anew for each run of this file (a `--repeat-each` copy included).
let tag = "";
// Written in Hangul, as a Korean applicant types it at step 2.
const hangulName = "김서연";
let flagged = "";
let korean = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tag = `e2e-i18n-case-${randomUUID().slice(0, 8)}`;
  const kyc = e2eKycClient();
  try {
    noteSensitive("name", hangulName, "e2e applicant (case in Korean)");
    korean = await pendingApplicant(kyc, {
      email: `${tag}-ko@example.com`,
      userid: tag,
      face: demoFaces.passes,
      applicant: { name: hangulName, date_of_birth: "1990-04-12", nationality: "KOR", gender: "female" },
    });
    // The demo sanctions list's Ignatius Quillfeather: an AML red flag with one match.
    flagged = await applicantStepOne(kyc, {
      email: `${tag}-listed@example.com`,
      userid: tag,
      face: demoFaces.thirdPerson,
      card: {
        surname: "QUILLFEATHER",
        givenNames: "IGNATIUS BARNABY",
        birthDate: "1972-11-30",
        sex: "male",
        nationality: "GBR",
        issuingCountry: "GBR",
      },
    });
    const screened = {
      name: "Ignatius Barnaby Quillfeather",
      date_of_birth: "1972-11-30",
      nationality: "GBR",
      gender: "male",
    } as const;
    await applicantStepTwo(kyc, flagged, screened, demoFaces.thirdPerson, await accountCode(kyc, flagged));
    await untilIndexed(kyc, tag);
  } finally {
    await kyc.close();
  }
});

async function toKorean(page: Page) {
  await until(
    () => page.getByRole("button", { name: "한국어", exact: true }).click(),
    page.locator('html[lang="ko"]'),
  );
}

test("a reviewer's day on the case page in Korean: evidence, AML verdict, a decision after a validation error", async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn("reviewer", `/submissions?view=all&q=${tag}`);
  await toKorean(page);
  await expect(page.getByRole("heading", { name: "전체에서 검색", exact: true })).toBeVisible();

  // Opened from the Korean queue; the case page speaks Korean.
  await row(page, flagged).getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/submissions/${flagged}`));
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(
    page.getByRole("heading", { name: "Ignatius Barnaby Quillfeather", exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "← 대기열", exact: true })).toBeVisible();
  await expect(page.getByLabel("심사 건 요약")).toContainText("얼굴 유사도");
  await expect(page.getByLabel("심사 건 요약")).toContainText("판정 없음 1건");
  await expect(page.getByRole("heading", { name: "신분증 사진 및 셀피", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "두 이미지 확대", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^시도 내역/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "신청인", exact: true })).toBeVisible();
  await expect(page.getByText(/could not be loaded|불러오지 못했습니다/)).toHaveCount(0);

  // The AML match in Korean, and a verdict recorded with its reason.
  await expect(page.getByRole("heading", { name: "제재 및 감시 대상 목록 검사", exact: true })).toBeVisible();
  const match = page.getByRole("listitem", { name: "AML 일치 항목 1", exact: true });
  await expect(match).toContainText("목록상 이름");
  await expect(match).toContainText("아직 판정이 없습니다");
  await match.getByLabel("오탐: 다른 사람임").check();
  await match.getByLabel("판정 사유").fill("생년월일과 국적이 목록상 인물과 다릅니다");
  await match.getByRole("button", { name: "판정 기록", exact: true }).click();
  await expect(match).toContainText("오탐: 다른 사람임 · ");
  await expect(match.getByRole("button", { name: "판정 변경", exact: true })).toBeVisible();

  // A decision without a reason: refused at the field in Korean; the note typed stays.
  const decision = page.getByRole("region", { name: "결정", exact: true });
  await decision.getByRole("radio", { name: "거절", exact: true }).check();
  const note = "신청인이 목록상 인물이 아님을 확인했으나 서류가 불충분합니다";
  await decision.getByLabel(/^내부 메모/).fill(note);
  await decision.getByRole("button", { name: "결정 기록", exact: true }).click();
  await expect(decision.getByText("사유를 선택하세요.", { exact: true })).toBeVisible();
  await expect(decision.getByRole("alert")).toContainText("입력 내용을 고쳐야 하는 항목이 있습니다.");
  await expect(decision.getByLabel(/^내부 메모/)).toHaveValue(note);
  await expect(decision.getByRole("radio", { name: "거절", exact: true })).toBeChecked();
  await decision.scrollIntoViewIfNeeded();
  await settleFonts(page);
  await page.screenshot({ path: "test-results/i18n-case-ko-decision-error-1280x720.png" });

  await decision.getByRole("combobox", { name: /^사유/ }).selectOption({ label: "신분증 유효기간 만료" });
  await expect(decision.getByTestId("decision-summary")).toContainText("KYC 서비스로 전송: 거절");
  await decision.getByRole("button", { name: "결정 기록", exact: true }).click();
  // Decided: the page comes back with the decision listed and nothing left to decide.
  await expect(decision).toContainText("이 건은 거절 상태이므로 결정할 사항이 없습니다.");
  await expect(decision).toContainText("거절 — 신분증 유효기간 만료");
  await expect(page.getByRole("heading", { name: "결정", exact: true })).toBeFocused();
});

test("a deletion is requested in Korean; the Hangul name heads the case; the switch keeps the page; axe in both languages", async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn("reviewer", `/submissions?view=all&q=${tag}`);
  await toKorean(page);
  await row(page, korean).getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/submissions/${korean}`));
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(hangulName);
  await expect(heading.locator('[lang="ko"]')).toHaveText(hangulName);
  await expect(page.getByTestId("case-due")).toContainText("대기");
  await expect(page.getByRole("heading", { name: "KYC 서비스의 처리 결과", exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await koreanScreenshots(page, "case");
  await page.setViewportSize({ width: 800, height: 720 });
  const box = await page.locator("article").boundingBox();
  expect(box!.x + box!.width, "the case fits 800 px").toBeLessThanOrEqual(800);
  await page.setViewportSize({ width: 1280, height: 720 });

  const slot = page.getByRole("region", { name: "이 신청 건 삭제", exact: true });
  // Too short a reason first: the Korean message at the field, the text kept.
  await slot.getByLabel("삭제 사유").fill("철회");
  await slot.getByRole("button", { name: "삭제 요청", exact: true }).click();
  await expect(slot.getByText("사유를 5자 이상 입력하세요.")).toBeVisible();
  await expect(slot.getByLabel("삭제 사유")).toHaveValue("철회");
  await slot.getByLabel("삭제 사유").fill("신청인이 신청을 철회하고 삭제를 요청함");
  await until(
    () => slot.getByRole("button", { name: "삭제 요청", exact: true }).click(),
    page.getByRole("status").filter({ hasText: "삭제 대기 중" }),
  );
  await expect(page.getByRole("region", { name: "결정", exact: true })).toContainText(
    "삭제 대기 중: 승인할 수 없습니다.",
  );

  // Back in English at a click, on the same case.
  const address = page.url();
  await until(
    () => page.getByRole("button", { name: "English", exact: true }).click(),
    page.locator('html[lang="en"]'),
  );
  expect(page.url()).toBe(address);
  await expect(
    page.getByRole("heading", { name: "Sanctions and watch-list screening", exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Decision", exact: true })).toContainText(
    "Deletion pending: approval is closed.",
  );
  await expectNoSeriousAxeViolations(page);
});
