// Queues as a manager sets them up (docs/queues.md), in English and in Korean: a queue made
// with a deadline in business hours and auto-assignment; a cap of 0 with auto-assignment on
// refused at its field with what was typed kept; an escalation loop refused; members added,
// one set out of office; a queue others escalate to kept, the other deleted; every step in the
// audit log, without the queue's name. And a reviewer's own availability on the Settings page.
// Names carry a random suffix: the e2e database is shared by every spec and every repeat.
import { randomUUID } from "node:crypto";
import { signInByRequest, test, expect } from "./fixtures";
import { expectNoSeriousAxeViolations, keepScreenshot, koreanScreenshots } from "./page-checks";

const suffix = () => randomUUID().slice(0, 6);
// Today and tomorrow in Seoul, as the out-of-office days are.
const seoulDay = (offsetDays = 0) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

test("a manager sets up two queues in English: refusals at their fields, members, out of office, audited", async ({
  page,
  accounts,
}, info) => {
  const db = accounts.database();
  const [manager, a, b] = await Promise.all([
    accounts.create("manager"),
    accounts.create("reviewer"),
    accounts.create("reviewer"),
  ]);
  await signInByRequest(page, manager, "/submissions");
  await page.getByRole("link", { name: "Queues", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Queues", exact: true })).toBeVisible();

  const high = `High risk ${suffix()}`;
  const standard = `Standard ${suffix()}`;
  const create = page.getByRole("form", { name: "New queue", exact: true });
  // A queue made first: the first queue of an empty database becomes the default, which can be
  // neither deleted nor archived, and this test deletes one of the two that follow.
  await create.getByLabel("Name").fill(`Anchor ${suffix()}`);
  await create.getByRole("button", { name: "Create queue", exact: true }).click();
  await expect(create.getByText("Queue created.")).toBeVisible();
  await create.getByLabel("Name").fill(high);
  await create.getByLabel("Amount").fill("4");
  await create.getByLabel("Unit").selectOption("business_hours");
  await create.getByLabel("Assign cases to members automatically").check();
  await create.getByLabel("Open cases per member (cap)").fill("0");
  await create.getByRole("button", { name: "Create queue", exact: true }).click();
  // Refused at the cap, with the focus there and everything typed still in the form.
  const cap = create.getByLabel("Open cases per member (cap)");
  await expect(
    create.getByText("With auto-assignment on, each member must be able to hold at least 1 case."),
  ).toBeVisible();
  await expect(cap).toBeFocused();
  await expect(create.getByLabel("Name")).toHaveValue(high);
  await expect(create.getByLabel("Assign cases to members automatically")).toBeChecked();
  await cap.fill("3");
  await create.getByRole("button", { name: "Create queue", exact: true }).click();
  await expect(create.getByText("Queue created.")).toBeVisible();
  await expect(page.getByTestId(`queue-${high}`)).toContainText("4 business hours");
  await expect(page.getByTestId(`queue-${high}`)).toContainText("On, cap 3");

  await create.getByLabel("Name").fill(standard);
  await create.getByLabel("Amount").fill("2");
  await create.getByLabel("Unit").selectOption("business_days");
  await create.getByLabel("Escalation queue").selectOption({ label: high });
  await create.getByRole("button", { name: "Create queue", exact: true }).click();
  await expect(page.getByTestId(`queue-${standard}`)).toContainText("2 business days");
  await expect(page.getByTestId(`queue-${standard}`)).toContainText(high);

  // High risk escalating to Standard would close the loop Standard -> High risk.
  await page.getByRole("link", { name: high, exact: true }).click();
  await expect(page.getByRole("heading", { name: high, exact: true })).toBeVisible();
  const settings = page.getByRole("form", { name: "Settings", exact: true });
  await settings.getByLabel("Escalation queue").selectOption({ label: standard });
  await settings.getByRole("button", { name: "Save changes", exact: true }).click();
  await expect(settings.getByText("This would make escalation go round in a loop")).toBeVisible();
  await expect(settings.getByLabel("Escalation queue")).toBeFocused();
  await expect(page.getByText(`Queues that escalate here: ${standard}`)).toBeVisible();

  // Members A and B; A out of office today and tomorrow.
  const add = page.getByRole("form", { name: "Add a member", exact: true });
  for (const member of [a, b]) {
    await add.getByLabel("Account").selectOption({ label: `E2E reviewer (${member.email})` });
    await add.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByTestId(`member-${member.email}`)).toBeVisible();
  }
  const rowA = page.getByTestId(`member-${a.email}`);
  await expect(rowA).toContainText("Available");
  const away = rowA.getByRole("form", { name: "Out of office for E2E reviewer", exact: true });
  await away.getByLabel("From").fill(seoulDay(1));
  await away.getByLabel("Until (included)").fill(seoulDay(0));
  await away.getByRole("button", { name: "Set", exact: true }).click();
  await expect(away.getByText("The last day is before the first.")).toBeVisible();
  await expect(away.getByLabel("From")).toHaveValue(seoulDay(1));
  await away.getByLabel("From").fill(seoulDay(0));
  await away.getByLabel("Until (included)").fill(seoulDay(1));
  await away.getByRole("button", { name: "Set", exact: true }).click();
  await expect(rowA).toContainText(`Out of office ${seoulDay(0)} – ${seoulDay(1)}`);
  await expect(page.getByTestId(`member-${b.email}`)).toContainText("Available");
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await keepScreenshot(page, info, "queues-queue-en-1280x720.png");
  await page.setViewportSize({ width: 800, height: 720 });
  await keepScreenshot(page, info, "queues-queue-en-800.png");

  // A queue another escalates to is not deleted; the one escalating is. (The default queue's
  // refusals are in lib/queues/write.test.ts: which queue is the default is shared by specs.)
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole("button", { name: "Delete queue", exact: true }).click();
  await expect(page.getByText("Another queue escalates to this one (listed on this page).")).toBeVisible();
  await page.getByRole("link", { name: "← Queues", exact: true }).click();
  await page.getByRole("link", { name: standard, exact: true }).click();
  await page.getByRole("button", { name: "Delete queue", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Queues", exact: true })).toBeVisible();
  await expect(page.getByTestId(`queue-${standard}`)).toHaveCount(0);
  await expect(page.getByTestId(`queue-${high}`)).toBeVisible();

  // Every step is on record, by queue id; the queue's name is not in the chain.
  const events = await db.auditEvent.findMany({
    where: { actorId: manager.id, action: { startsWith: "queue." } },
    select: { action: true, outcome: true, reason: true, detail: true, targetId: true },
  });
  const done = events.filter((e) => e.outcome === "success").map((e) => e.action);
  expect(done.filter((x) => x === "queue.create")).toHaveLength(3);
  expect(done.filter((x) => x === "queue.add_member")).toHaveLength(2);
  expect(done.filter((x) => x === "queue.delete")).toHaveLength(1);
  expect(events.filter((e) => e.outcome === "failure").map((e) => e.action)).toEqual(
    expect.arrayContaining(["queue.create", "queue.update", "queue.delete"]),
  );
  expect(JSON.stringify(events)).not.toContain(high);
  expect(JSON.stringify(events)).not.toContain(standard);
  expect(
    await db.auditEvent.count({
      where: { actorId: manager.id, action: "availability.add_absence", outcome: "success" },
    }),
  ).toBe(1);
});

test("a manager works the queue pages in Korean, and a reviewer pauses and plans leave on Settings", async ({
  page,
  accounts,
}) => {
  const db = accounts.database();
  const manager = await accounts.create("manager");
  await signInByRequest(page, manager, "/admin/queues");
  // The account's own choice, as the header's switch stores it (i18n.spec.ts clicks the switch).
  await db.reviewer.update({ where: { id: manager.id }, data: { locale: "ko" } });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByRole("heading", { name: "대기열 관리", exact: true })).toBeVisible();
  const name = `고위험 ${suffix()}`;
  const create = page.getByRole("form", { name: "새 대기열", exact: true });
  await create.getByLabel("이름").fill(name);
  await create.getByLabel("기간").fill("0");
  await create.getByRole("button", { name: "대기열 만들기", exact: true }).click();
  await expect(create.getByText("처리 기한은 1부터 1,000까지의 정수로 입력하세요.")).toBeVisible();
  await expect(create.getByLabel("이름")).toHaveValue(name);
  await create.getByLabel("기간").fill("3");
  await create.getByLabel("단위").selectOption("business_days");
  await create.getByRole("button", { name: "대기열 만들기", exact: true }).click();
  await expect(create.getByText("대기열을 만들었습니다.")).toBeVisible();
  await expect(page.getByTestId(`queue-${name}`)).toContainText("3영업일");
  await expect(page.getByText(/Queue|business|Create/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await koreanScreenshots(page, "queues");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  await expect(page.getByText("아직 구성원이 없습니다.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await koreanScreenshots(page, "queue");

  // A reviewer's own availability, in Korean.
  const reviewer = await accounts.create("reviewer");
  await page.context().clearCookies();
  await signInByRequest(page, reviewer, "/settings");
  await db.reviewer.update({ where: { id: reviewer.id }, data: { locale: "ko" } });
  await page.reload();
  await expect(page.getByRole("heading", { name: "근무 상태", exact: true })).toBeVisible();
  await expect(page.getByText("건을 배정받을 수 있습니다.")).toBeVisible();
  await page.getByRole("button", { name: "배정 일시 중지", exact: true }).click();
  await expect(page.getByText("배정이 일시 중지되어 있습니다.")).toBeVisible();
  expect(await db.assignmentPause.count({ where: { accountId: reviewer.id } })).toBe(1);
  const leave = page.getByRole("form", { name: "부재 기간 추가", exact: true });
  await leave.getByLabel("시작일").fill(seoulDay(3));
  await leave.getByLabel("종료일 (포함)").fill(seoulDay(2));
  await leave.getByRole("button", { name: "기간 추가", exact: true }).click();
  await expect(leave.getByText("종료일이 시작일보다 앞섭니다.")).toBeVisible();
  await expect(leave.getByLabel("시작일")).toHaveValue(seoulDay(3));
  await leave.getByLabel("종료일 (포함)").fill(seoulDay(5));
  await leave.getByRole("button", { name: "기간 추가", exact: true }).click();
  await expect(page.getByText(`${seoulDay(3)} – ${seoulDay(5)}`)).toBeVisible();
  await page.getByRole("button", { name: "배정 다시 받기", exact: true }).click();
  await expect(page.getByText("건을 배정받을 수 있습니다.")).toBeVisible();
  expect(await db.assignmentPause.count({ where: { accountId: reviewer.id } })).toBe(0);
  await expectNoSeriousAxeViolations(page);
  await koreanScreenshots(page, "settings-availability");
  // A reviewer may not manage queues.
  const answer = await page.request.get("/admin/queues");
  expect(answer.status()).toBe(403);
});
