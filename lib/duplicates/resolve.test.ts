// Resolving possible duplicates through the real server actions, against the real service:
// approval waits for a resolution, "duplicate account" rejects the case through the decision
// path, "suspected fraud" escalates to a manager and holds approval until the manager settles,
// and two reviewers resolving at once cannot both win (next/cache stands in: no Next request).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/actions/result";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { testClient } from "@/tests/support/kyc-service";
import { inRequestAs } from "@/tests/support/request-scope";
import { arrangeSubmission, createSubmissionViaStep1 } from "@/tests/support/submissions";
import { sweepNew } from "../case-index/sweep";
import { groupOf } from "./queries";

const { recordDecisionAction } = await import("@/lib/decisions/actions");
const { resolveDuplicatesAction, settleDuplicatesAction } = await import("./actions");

const client = testClient();
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

/** An approved person and a pending second account of theirs, the case opened once. */
async function caseWithDuplicate() {
  const person = {
    name: `Res${randomUUID().slice(0, 8)} Hana`,
    dateOfBirth: "1979-11-30",
    nationality: "KOR",
    gender: "female",
  };
  const first = await createSubmissionViaStep1({ email: "first@example.com" });
  await arrangeSubmission(first, { ...person, kycResult: "pending" });
  await client.reviewSubmission({ submissionId: first, status: "approved", admin: "Earlier reviewer" });
  const second = await createSubmissionViaStep1({ email: "second@example.com" });
  await arrangeSubmission(second, { ...person, kycResult: "pending" });
  // The case index's sync finds the duplicate as the case enters it; nobody opens the case.
  while (!(await sweepNew(client, { pageSize: 250, maxPages: 1000 })).finished);
  expect((await groupOf(second))?.status).toBe("open");
  return { first, second };
}

const approve = (submissionId: string) =>
  recordDecisionAction(null, form({ submissionId, outcome: "approved", reasonCode: "documents_verified" }));

describe("resolving possible duplicates", () => {
  it("refuses approval until the duplicates are resolved; same person, allowed lets it through", async () => {
    const { second } = await caseWithDuplicate();
    await inRequestAs(await createAccount("reviewer"));
    expect(await approve(second)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/possible duplicates/),
    });
    const resolved = await resolveDuplicatesAction(
      null,
      form({ submissionId: second, outcome: "same_person", reason: "Re-verification after a new passport" }),
    );
    expect(resolved).toEqual({ ok: true, data: { status: "same_person" } });
    expect(await approve(second)).toMatchObject({ ok: true });
    expect((await client.getSubmission(second))?.kyc.result).toBe("approved");
  });

  it("rejects the case with the duplicate reason when resolved as a duplicate account", async () => {
    const { second } = await caseWithDuplicate();
    await inRequestAs(await createAccount("reviewer"));
    const result = await resolveDuplicatesAction(
      null,
      form({
        submissionId: second,
        outcome: "duplicate_account",
        effect: "reject",
        reason: "Second account",
      }),
    );
    expect(result).toMatchObject({ ok: true });
    const upstream = await client.getSubmission(second);
    expect(upstream?.kyc.result).toBe("rejected");
    expect(upstream?.kyc.comment?.[0]).toMatch(/^Duplicate account/);
    const decision = await db().decision.findFirst({ where: { submissionId: second } });
    expect(decision).toMatchObject({ outcome: "rejected", reasonCode: "duplicate_account" });
  });

  it("requests the deletion of one of the group's submissions (four eyes as usual), and of no other", async () => {
    const { first, second } = await caseWithDuplicate();
    await inRequestAs(await createAccount("reviewer"));
    const resolveDeleting = (deleteId: string, legalBasis = "") =>
      resolveDuplicatesAction(
        null,
        form({
          submissionId: second,
          outcome: "duplicate_account",
          effect: "delete",
          deleteId,
          reason: "Old account",
          legalBasis,
        }),
      );
    expect(await resolveDeleting("someone-else")).toMatchObject({
      ok: false,
      error: "Choose one of this group's submissions to delete.",
    });
    // The approved submission is under retention: its deletion needs a legal basis.
    const refused = await resolveDeleting(first);
    expect(refused).toMatchObject({ ok: false });
    expect(refused.ok ? "" : refused.error).toMatch(/^This case is under retention/);
    expect(await db().deletionRequest.findFirst({ where: { submissionId: first } })).toBeNull();
    expect(await resolveDeleting(first, "error")).toMatchObject({ ok: true });
    expect(await db().deletionRequest.findFirst({ where: { submissionId: first } })).toMatchObject({
      status: "requested",
      reason: "Old account",
    });
    expect(await db().duplicateGroup.findUnique({ where: { submissionId: second } })).toMatchObject({
      status: "resolved",
      outcome: "duplicate_account",
    });
  });

  it("escalates suspected fraud to a manager, who alone settles it; approval waits for that", async () => {
    const { second } = await caseWithDuplicate();
    const [reviewer, manager] = await Promise.all([createAccount("reviewer"), createAccount("manager")]);
    await inRequestAs(reviewer);
    const missing = await resolveDuplicatesAction(
      null,
      form({ submissionId: second, outcome: "suspected_fraud", reason: "Different face" }),
    );
    expect(missing).toMatchObject({
      ok: false,
      fieldErrors: { managerId: ["Choose the manager to escalate to."] },
    });
    const escalated = await resolveDuplicatesAction(
      null,
      form({
        submissionId: second,
        outcome: "suspected_fraud",
        reason: "Different face",
        managerId: manager.id,
      }),
    );
    expect(escalated).toMatchObject({ ok: true });
    expect(await db().assignment.findUnique({ where: { submissionId: second } })).toMatchObject({
      holderId: manager.id,
    });
    expect(await approve(second)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/suspected fraud/),
    });
    const settleAs = (outcome: string) =>
      settleDuplicatesAction(null, form({ submissionId: second, outcome, reason: "Checked the photos" }));
    expect(await settleAs("same_person")).toMatchObject({
      ok: false,
      error: messages.forbidden,
    });

    await inRequestAs(manager);
    expect(await approve(second)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/suspected fraud/),
    });
    expect(await settleAs("same_person")).toMatchObject({ ok: true });
    expect(await approve(second)).toMatchObject({ ok: true });
  });

  it("lets exactly one of two simultaneous resolutions win", async () => {
    const { second } = await caseWithDuplicate();
    await inRequestAs(await createAccount("reviewer"));
    const resolve = () =>
      resolveDuplicatesAction(
        null,
        form({ submissionId: second, outcome: "same_person", reason: "Same person" }),
      );
    const results = await Promise.all([resolve(), resolve()]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({
      error: expect.stringMatching(/already resolved|meanwhile/),
    });
  });
});
