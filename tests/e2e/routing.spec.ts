// Routing rules as a manager writes them (docs/queues.md, "Routing"), in English and Korean: a
// rule "High risk" (AML risk High, or a red flag) added to the draft after a refusal that keeps
// what was typed, published as a version; then two applicants made over the service's HTTPS
// interface, one on the demo sanctions list: the listed one lands in High risk by that rule,
// the other in the default queue, and "Why is this case here?" says so with each condition and
// the case's value. The only spec that publishes rules: every case indexed later is routed by
// them, which no other spec looks at.
import { randomUUID } from "node:crypto";
import { demoFaces } from "../../scripts/demo/people";
import { signInByRequest, test, expect } from "./fixtures";
import { untilIndexed } from "./indexed";
import {
  accountCode,
  applicantStepOne,
  applicantStepTwo,
  e2eKycClient,
  pendingApplicant,
} from "./kyc-service";
import { expectNoSeriousAxeViolations, keepScreenshot, koreanScreenshots } from "./page-checks";
import { noteSensitive } from "./sensitive-values";

/** A listed person (the demo list's Ignatius Quillfeather, as case-data.ts makes him) and someone not listed. */
async function twoApplicants(tag: string) {
  const kyc = e2eKycClient();
  try {
    const name = "Ignatius Barnaby Quillfeather";
    const listed = await applicantStepOne(kyc, {
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
    const screened = { name, date_of_birth: "1972-11-30", nationality: "GBR", gender: "male" } as const;
    await applicantStepTwo(kyc, listed, screened, demoFaces.thirdPerson, await accountCode(kyc, listed));
    const plainName = `Rhea Routed ${tag.slice(-6)}`;
    noteSensitive("name", plainName, "e2e applicant (routing)");
    const plain = await pendingApplicant(kyc, {
      email: `${tag}-plain@example.com`,
      userid: tag,
      face: demoFaces.passes,
      applicant: { name: plainName, date_of_birth: "1988-08-08", nationality: "KOR", gender: "female" },
    });
    await untilIndexed(kyc, tag);
    return { listed, plain };
  } finally {
    await kyc.close();
  }
}

test("a manager writes a routing rule, publishes it, and sees why each new case is where it is", async ({
  page,
  accounts,
}, info) => {
  test.setTimeout(120_000);
  const db = accounts.database();
  const manager = await accounts.create("manager");
  const suffix = randomUUID().slice(0, 6);
  const high = await db.queue.create({
    data: { name: `High risk ${suffix}`, deadlineUnit: "business_hours", deadlineAmount: 4 },
  });
  await signInByRequest(page, manager, "/submissions");
  await page.getByRole("link", { name: "Routing", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Routing rules", exact: true })).toBeVisible();
  // An empty draft on the latest version, as if a manager had removed every rule: a data
  // directory kept from an earlier run (or a --repeat-each copy) has rules of its own.
  const latest = await db.routingRuleSet.findFirst({ orderBy: { version: "desc" } });
  await db.routingDraft.deleteMany();
  await db.routingDraft.create({
    data: { id: "draft", rules: "[]", baseVersion: latest?.version ?? 0, updatedById: manager.id },
  });
  await page.reload();

  const form = page.getByRole("form", { name: "Add a rule", exact: true });
  const ruleName = `High risk ${suffix}`;
  await form.getByLabel("Rule name").fill(ruleName);
  await form.getByLabel("Send to queue").selectOption({ label: high.name });
  await form.getByLabel("any condition holds").check();
  await form.getByLabel("Condition 1: what").selectOption("riskLevel");
  await form.getByLabel("Condition 1: how").selectOption("in");
  await form.getByLabel("Condition 1: value").fill("Extreme");
  await form.getByLabel("Condition 2: what").selectOption("redFlag");
  await form.getByLabel("Condition 2: how").selectOption("is_yes");
  await form.getByRole("button", { name: "Add to the draft", exact: true }).click();
  // Refused at the value, with the focus there and the rest as typed.
  await expect(
    form.getByText("Choose risk levels from the list: Not Screened, High, Medium, Low."),
  ).toBeVisible();
  await expect(form.getByLabel("Condition 1: value")).toBeFocused();
  await expect(form.getByLabel("Rule name")).toHaveValue(ruleName);
  await expect(form.getByLabel("Condition 2: what")).toHaveValue("redFlag");
  await form.getByLabel("Condition 1: value").fill("High");
  await form.getByRole("button", { name: "Add to the draft", exact: true }).click();
  await expect(form.getByText("Saved in the draft.")).toBeVisible();
  const rule = page.getByTestId(`rule-${ruleName}`);
  await expect(rule).toContainText(`${ruleName} → ${high.name}`);
  await expect(rule).toContainText("AML risk level is one of High");
  await expect(rule).toContainText("AML red flag: yes");

  await page.getByRole("button", { name: "Publish as the new version", exact: true }).click();
  // The draft and its buttons are gone; the page's status says the version, with the focus on it.
  await expect(page.getByText("There is no draft: the rules below are the published ones.")).toBeVisible();
  const version = (await db.routingRuleSet.findFirstOrThrow({ orderBy: { version: "desc" } })).version;
  await expect(page.getByTestId("routing-status")).toContainText(`Version ${version} is in force: 1 rule`);
  await expect(page.getByTestId("routing-status")).toBeFocused();

  const { listed, plain } = await twoApplicants(`e2e-routing-${suffix}`);
  const placed = await db.indexedSubmission.findMany({
    where: { submissionId: { in: [listed, plain] } },
    select: { submissionId: true, queueId: true, routedVersion: true, dueAt: true },
  });
  const defaultQueue = await db.defaultQueue.findUnique({ where: { id: "default" } });
  expect(placed.find((p) => p.submissionId === listed)).toMatchObject({
    queueId: high.id,
    routedVersion: version,
  });
  expect(placed.find((p) => p.submissionId === listed)?.dueAt).not.toBeNull();
  expect(placed.find((p) => p.submissionId === plain)).toMatchObject({
    queueId: defaultQueue?.queueId ?? null,
    routedVersion: version,
  });

  const why = page.getByRole("search");
  await why.getByLabel("Submission id").fill(listed);
  await why.getByRole("button", { name: "Explain", exact: true }).click();
  const explained = page.getByTestId("case-routing");
  await expect(explained).toContainText(
    `The case is in ${high.name}, sent there by a rule of version ${version}.`,
  );
  await expect(explained).toContainText(`${ruleName} → ${high.name}: matched`);
  await expect(explained).toContainText("AML red flag: yes — holds (the case: yes)");
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await keepScreenshot(page, info, "routing-en-1280x720.png");
  await page.setViewportSize({ width: 800, height: 720 });
  await keepScreenshot(page, info, "routing-en-800.png");

  await why.getByLabel("Submission id").fill(plain);
  await why.getByRole("button", { name: "Explain", exact: true }).click();
  await expect(explained).toContainText(`no rule of version ${version} matched it`);
  await expect(explained).toContainText("AML red flag: yes — does not hold (the case: no)");
  // A typed id that is not one is said so; the read of a case is on record.
  await why.getByLabel("Submission id").fill("not an id!");
  await why.getByRole("button", { name: "Explain", exact: true }).click();
  await expect(page.getByText("This is not a submission id.")).toBeVisible();
  expect(
    await db.auditEvent.count({
      where: { actorId: manager.id, action: "routing.explain", targetId: listed, outcome: "success" },
    }),
  ).toBe(1);
  const published = await db.auditEvent.findMany({
    where: { actorId: manager.id, action: { startsWith: "routing." } },
    select: { action: true, outcome: true, detail: true, reason: true },
  });
  expect(published.filter((e) => e.outcome === "success").map((e) => e.action)).toEqual(
    expect.arrayContaining(["routing.save_rule", "routing.publish"]),
  );
  expect(JSON.stringify(published)).not.toContain(ruleName);

  // The same page in Korean.
  await db.reviewer.update({ where: { id: manager.id }, data: { locale: "ko" } });
  await page.goto(`/admin/routing?case=${encodeURIComponent(listed)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByRole("heading", { name: "배분 규칙", exact: true })).toBeVisible();
  await expect(page.getByTestId("case-routing")).toContainText(`버전 ${version}의 규칙이 보냈습니다`);
  await expect(page.getByTestId("case-routing")).toContainText("AML 위험 징후: 예 — 충족 (이 건: 예)");
  await expect(page.getByText(/Routing|matched|holds/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await koreanScreenshots(page, "routing");
});
