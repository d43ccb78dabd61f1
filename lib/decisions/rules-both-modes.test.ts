// Every decision rule, with the review extension on (applied upstream) and off (recorded here
// only, the setting for the real vendor), through the real server action against the real
// service: AML verdicts (none, escalated, confirmed), the red-flag note, possible duplicates,
// a case no longer pending, a case someone else holds. Each refusal stores no Decision.
// The mode is chosen per test: env() is wrapped to answer KYC_REVIEW_EXTENSION as the test says.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { amlCase } from "@/tests/support/aml-case";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { applyRecords } from "../case-index/store";

const mode = vi.hoisted(() => ({ reviewExtension: true }));
vi.mock("@/lib/env", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/env")>();
  const env = () => {
    const settings = real.env();
    return { ...settings, kyc: { ...settings.kyc, reviewExtension: mode.reviewExtension } };
  };
  return { ...real, env };
});
const { recordDecisionAction } = await import("@/lib/decisions/actions");
const { recordVerdictAction } = await import("@/lib/aml-verdicts/actions");
const { claimCase } = await import("@/lib/assignments/actions");

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const approve = (submissionId: string, note = "") =>
  recordDecisionAction(
    null,
    form({ submissionId, outcome: "approved", reasonCode: "documents_verified", note }),
  );
const verdict = (submissionId: string, resourceId: string, kind: string) =>
  recordVerdictAction(
    null,
    form({ submissionId, resourceId, verdict: kind, reason: "Checked the list entry" }),
  );

async function submission(kycResult: string, person: Record<string, string> = {}) {
  const id = `rules-${randomUUID()}`;
  await (
    await serviceDb()
  ).submission.create({
    data: {
      id,
      projectId: "demo-project",
      email: `${id}@example.com`,
      idType: "passport",
      issuingCountry: "KOR",
      name: "Rule Case",
      kycResult,
      ...person,
    },
  });
  return id;
}

const decisions = (id: string) => db().decision.count({ where: { submissionId: id } });

describe.each([
  { extension: "on", upstream: "applied" },
  { extension: "off", upstream: "recorded_only" },
])("the decision rules, review extension $extension", ({ extension, upstream }) => {
  const setMode = () => (mode.reviewExtension = extension === "on");

  it("refuses approval while an AML match has no verdict, is escalated or confirmed, and asks for the red flag's note", async () => {
    setMode();
    await inRequestAs(await createAccount("reviewer"));
    const { id, resourceIds } = await amlCase({ risk: "Medium" });
    const [match] = resourceIds;
    expect(await approve(id, "Looked at it")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Approval refused: AML match .* has no verdict yet/),
    });
    await verdict(id, match!, "escalate");
    expect(await approve(id, "Looked at it")).toMatchObject({
      error: expect.stringMatching(/is escalated and not yet resolved/),
    });
    await verdict(id, match!, "true_match");
    expect(await approve(id, "Looked at it")).toMatchObject({
      error: expect.stringMatching(/is confirmed as the listed person/),
    });
    await verdict(id, match!, "false_positive");
    expect(await approve(id)).toMatchObject({
      ok: false,
      fieldErrors: { note: [expect.stringMatching(/^Write a note/)] },
    });
    expect(await decisions(id)).toBe(0);
    expect(await approve(id, "Not the listed person")).toMatchObject({ ok: true, data: { upstream } });
  });

  it("refuses approval while possible duplicates are unresolved", async () => {
    setMode();
    await inRequestAs(await createAccount("reviewer"));
    const person = {
      name: `Dup${randomUUID().slice(0, 8)} Jiwoo`,
      dateOfBirth: "1985-11-30",
      nationality: "KOR",
      gender: "male",
    };
    const [approved, open] = [await submission("approved", person), await submission("pending", person)];
    const read = await Promise.all(
      [approved, open].map(async (id) => (await testClient().getSubmission(id))!),
    );
    await db().$transaction((tx) => applyRecords(tx, read, new Date()));
    expect(await approve(open)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Approval refused: this case has possible duplicates/),
    });
    expect(await decisions(open)).toBe(0);
  });

  it("refuses a case no longer pending upstream, and asks before deciding a case someone else holds", async () => {
    setMode();
    const holder = await createAccount("reviewer");
    const reviewer = await createAccount("reviewer");
    const decided = await submission("rejected");
    await inRequestAs(reviewer);
    expect(await approve(decided)).toEqual({
      ok: false,
      error: "This submission is already rejected; only a pending submission can be decided.",
    });
    const held = await submission("pending");
    await inRequestAs(holder);
    expect(await claimCase({ submissionId: held })).toMatchObject({ ok: true });
    await inRequestAs(reviewer);
    expect(await approve(held)).toMatchObject({
      ok: false,
      fieldErrors: { inPlaceOf: [expect.stringMatching(/holds this case/)] },
    });
    expect(await decisions(decided)).toBe(0);
    expect(await decisions(held)).toBe(0);
    const inPlace = form({
      submissionId: held,
      outcome: "approved",
      reasonCode: "documents_verified",
      inPlaceOf: holder.id,
    });
    expect(await recordDecisionAction(null, inPlace)).toMatchObject({
      ok: true,
      data: { upstream, inPlaceOf: holder.id },
    });
  });
});
