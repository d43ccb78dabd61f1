// The managers' screens in Korean: the overview, the audit log (filters by a person and by
// deletions keep their values, the chain verified, times said to be UTC, action codes beside
// their plain words) and users administration; <html lang="ko">, axe in both languages, and
// the language switch on the audit log keeping its filters in the address. Screenshots of each
// Korean screen at 1280x720 (and 800 px for the overview and the audit log).
import { signInByRequest, test, expect } from "./fixtures";
import { expectNoSeriousAxeViolations, koreanScreenshots } from "./page-checks";

test("a manager reads the overview and the audit log in Korean; the switch keeps the log's filters", async ({
  page,
  accounts,
}) => {
  const db = accounts.database();
  const manager = await accounts.create("manager");
  await signInByRequest(page, manager, "/overview");
  // The account's own choice, as the header's switch stores it (i18n.spec.ts clicks the switch).
  await db.reviewer.update({ where: { id: manager.id }, data: { locale: "ko" } });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByRole("heading", { name: "현황", exact: true })).toBeVisible();
  await expect(page.getByTestId("triage-figures")).toContainText("미처리 건");
  await expect(page.getByTestId("triage-figures")).toContainText("결정까지 걸린 시간(중앙값)");
  await expect(page.getByTestId("queue-chart")).toContainText("상태 및 자금세탁방지(AML) 상태별 신청 건");
  await expect(page.getByTestId("backlog-chart")).toContainText("경과 시간별 미처리 건");
  await expect(page.getByTestId("duplicates-chart")).toContainText("발견");
  await expect(page.getByText(/Nothing to show|open cases|Overview/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await koreanScreenshots(page, "overview");

  await page.getByRole("link", { name: "감사 기록", exact: true }).click();
  await expect(page.getByRole("heading", { name: "감사 기록", exact: true })).toBeVisible();
  await expect(page.getByText("시간은 기록된 그대로 UTC로 표시됩니다.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "CSV 내보내기", exact: true })).toBeVisible();

  // By a person: this manager's own sign-in, in plain words with its code beside them.
  const filters = page.getByRole("form", { name: "감사 기록 필터", exact: true });
  await filters.getByLabel("수행자 이메일").fill(manager.email);
  await filters.getByRole("button", { name: "필터 적용", exact: true }).click();
  await expect(page).toHaveURL(/actor=/);
  const log = page.getByRole("table", { name: "감사 이벤트(최신순)", exact: true });
  const signedIn = log.getByRole("row").filter({ hasText: "auth.sign_in" }).first();
  await expect(signedIn).toContainText("로그인");
  await expect(signedIn).toContainText("성공");
  await expect(signedIn).toContainText("UTC");

  // And by deletions: none by this manager; the form keeps both values.
  await filters.getByLabel("작업 그룹").selectOption({ label: "삭제" });
  await filters.getByRole("button", { name: "필터 적용", exact: true }).click();
  await expect(page).toHaveURL(/group=deletions/);
  await expect(page.getByTestId("audit-empty")).toContainText("이 필터에 맞는 이벤트가 없습니다.");
  await expect(filters.getByLabel("작업 그룹")).toHaveValue("deletions");
  await expect(filters.getByLabel("수행자 이메일")).toHaveValue(manager.email);

  // The chain, verified from the Korean page: one more stored run, said in Korean.
  // This manager's press, counted by its own audit event (other specs verify the log too).
  const presses = () => db.auditEvent.count({ where: { action: "audit.verify", actorId: manager.id } });
  const before = await presses();
  await page.getByRole("button", { name: "지금 검증", exact: true }).click();
  await expect.poll(presses).toBe(before + 1);
  await expect(page.getByTestId("chain-status")).toContainText("무결성을 마지막으로 확인한 시각");
  await expectNoSeriousAxeViolations(page);
  await koreanScreenshots(page, "audit");

  // Back in English at a click, on the same address with the same filters.
  const address = page.url();
  await page.getByRole("button", { name: "English", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(page.url()).toBe(address);
  await expect(page.getByRole("heading", { name: "Audit log", exact: true })).toBeVisible();
  await expect(page.getByText("Times are in UTC", { exact: false })).toBeVisible();
  const english = page.getByRole("form", { name: "Filter the audit log", exact: true });
  await expect(english.getByLabel("Action group")).toHaveValue("deletions");
  await expect(english.getByLabel("Actor e-mail")).toHaveValue(manager.email);
  await expect(page.getByTestId("audit-empty")).toContainText("No events match these filters.");
  await expectNoSeriousAxeViolations(page);
  await page.goto("/overview");
  await expect(page.getByRole("heading", { name: "Overview", exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("an admin manages users in Korean: labels, roles and the refusal of a short password", async ({
  page,
  accounts,
}) => {
  const admin = await accounts.create("admin");
  // Only this admin's own account, so the screenshots do not grow with the accounts of other runs.
  await signInByRequest(page, admin, `/admin/users?q=${encodeURIComponent(admin.email)}`);
  await accounts.database().reviewer.update({ where: { id: admin.id }, data: { locale: "ko" } });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByRole("heading", { name: "사용자 관리", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "계정 만들기", exact: true })).toBeVisible();
  await expect(page.getByTestId(`user-${admin.email}`)).toContainText("시스템 관리자");
  await expect(page.getByTestId(`user-${admin.email}`)).toContainText("본인");
  await expect(page.getByLabel("계정 찾기")).toHaveValue(admin.email);
  await expect(page.getByText("계정 1개 중 1–1")).toBeVisible();
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "계정 생성", exact: true }) });
  await form.getByLabel("이메일").fill(`e2e-ko-${Date.now()}@example.test`);
  await form.getByLabel("이름").fill("새 심사자");
  await form.getByLabel("역할").selectOption({ label: "관리자" });
  await form.getByLabel("초기 비밀번호").fill("short");
  await form.getByRole("button", { name: "계정 생성", exact: true }).click();
  await expect(form.getByText("초기 비밀번호를 12자 이상 입력하세요.")).toBeVisible();
  await expect(form.getByText("입력 내용을 고쳐야 하는 항목이 있습니다.")).toBeVisible();
  await expect(form.getByLabel("역할")).toHaveValue("manager");
  await expectNoSeriousAxeViolations(page);
  await koreanScreenshots(page, "users", false);
});
