// A Korean page says everything in Korean except the KYC service's own explanations: the AML
// match card (labels, risk level and reason, kind of name, list category), the case's activity
// list (every audit action in words, never its code) and the audit log's detail labels
// ("삭제 요청 ID", not "Deletion id"). The "why it matched" lines stay English, marked lang="en"
// under a heading that says so. The spec makes its own applicant (the demo sanctions list's
// Ignatius Quillfeather), tagged by its userid.
import type { Locator, Page, TestInfo } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { demoFaces } from "../../scripts/demo/people";
import { expect, signInByRequest, test } from "./fixtures";
import { untilIndexed } from "./indexed";
import { accountCode, applicantStepOne, applicantStepTwo, e2eKycClient } from "./kyc-service";
import { until } from "./page-actions";
import { arrangedOnce } from "./spec-data";

test.describe.configure({ mode: "serial" });

async function arrange() {
  const tag = `e2e-i18n-words-${randomUUID().slice(0, 8)}`;
  const kyc = e2eKycClient();
  try {
    const id = await applicantStepOne(kyc, {
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
    await applicantStepTwo(kyc, id, screened, demoFaces.thirdPerson, await accountCode(kyc, id));
    await untilIndexed(kyc, tag);
    return { tag, id };
  } finally {
    await kyc.close();
  }
}
const wordsData = (info: TestInfo) => arrangedOnce("i18n-words", info, arrange);

async function toKorean(page: Page) {
  await until(
    () => page.getByRole("button", { name: "한국어", exact: true }).click(),
    page.locator('html[lang="ko"]'),
  );
}

/** Latin words left in Korean text once what is rightly Latin is taken out. */
function englishIn(text: string): string[] {
  const kept = text
    .replace(/\S+@\S+/g, "") // staff e-mail addresses
    .replace(/GMT[+-]\d+(:\d\d)?/g, "")
    .replace(/\b(AML|KYC|ID|PEP|SHA-256)\b/g, "");
  return kept.match(/[A-Za-z]{2,}/g) ?? [];
}
async function expectKorean(items: Locator, what: string) {
  const texts = await items.allInnerTexts();
  expect(texts.length, what).toBeGreaterThan(0);
  expect(
    texts.flatMap((text) => englishIn(text).map((word) => `${word} in “${text}”`)),
    what,
  ).toEqual([]);
}

test("the AML match card and the case's activity are Korean but for the service's marked explanation", async ({
  page,
  signIn,
}, info) => {
  test.setTimeout(120_000);
  const { tag, id } = await wordsData(info);
  await signIn("reviewer", `/submissions?view=all&q=${tag}`);
  await toKorean(page);
  await page.goto(`/submissions/${id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");

  const match = page.getByRole("listitem", { name: "AML 일치 항목 1", exact: true });
  await expect(match.getByTestId("match-risk_level")).toHaveText("고위험");
  await expect(match.getByTestId("match-risk_reason")).toHaveText("고위험: 이름과 생년월일 일치");
  await expect(match.getByTestId("match-matched_name_kind")).toHaveText("본명");
  await expect(match.getByTestId("match-list_category")).toHaveText("제재");
  await expectKorean(match.locator("dt"), "the match's labels");
  // The service's own explanations: English, marked so, under a heading that says so.
  await expect(match.getByText("일치 근거(KYC 서비스 원문, 영어)", { exact: true })).toBeVisible();
  await expect(match.getByTestId("match-why")).toHaveAttribute("lang", "en");

  await match.getByLabel("오탐: 다른 사람임", { exact: true }).check();
  await match
    .getByLabel("판정 사유", { exact: true })
    .fill("생년월일은 같으나 국적 서류로 다른 사람임을 확인함");
  await match.getByRole("button", { name: "판정 기록", exact: true }).click();
  await expect(match.getByRole("button", { name: "판정 변경", exact: true })).toBeVisible();

  await page.reload();
  const activity = page.getByRole("list", { name: "활동 내역, 최신순", exact: true });
  await expect(activity).toContainText("AML 일치 항목 판정");
  await expectKorean(activity.getByRole("listitem"), "the case's activity");
});

// The case's events are the first test's (its view and verdict): the spec's tests run in order.
test("the audit log's details of the case have Korean labels", async ({ page, accounts }, info) => {
  test.setTimeout(60_000);
  const { id } = await wordsData(info);
  const manager = await accounts.create("manager");
  await signInByRequest(page, manager, `/audit?target=${id}`);
  await toKorean(page);
  const labels = page.locator('tr[data-testid^="audit-"] dt');
  await expect(labels.first()).toBeVisible();
  await expectKorean(labels, "the audit details' labels");
});
