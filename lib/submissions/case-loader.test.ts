// The case page's loader against the real KYC service over HTTPS, reached through the fault
// proxy the fault e2e tests use (it passes every call through unless a test breaks one): the
// awaited parts, the slower parts as results that resolve even when their call fails (the rest
// of the case still there), and a load that writes nothing.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditedRead } from "@/lib/actions/read";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { parseView } from "@/lib/queue/view";
import { createAccount } from "@/tests/support/dashboard";
import { serviceInfo, testClient } from "@/tests/support/kyc-service";
import { inRequestAs } from "@/tests/support/request-scope";
import { arrangeSubmission, createSubmissionViaStep1 } from "@/tests/support/submissions";
import { FaultProxy } from "@/tests/e2e-faults/fault-proxy";
import { loadCase as loader, type CaseLoad, type LoadedCase } from "./case-loader";

const client = testClient();
const proxy = new FaultProxy(serviceInfo().dataDir, serviceInfo().port);
const view = parseView({});

beforeAll(async () => {
  const port = await proxy.listen(0);
  // Read on the dashboard's first call to the service (lib/env.ts), which none made yet.
  process.env.KYC_API_BASE_URL = `https://127.0.0.1:${port}`;
});
afterAll(async () => {
  await proxy.close();
  await client.close();
});

/** As the page calls it: the view audited as `actor`'s, its outcome left to the loader. */
async function loadCase(id: string, actor: Actor) {
  await inRequestAs(actor);
  const audit = await auditedRead("submissions:read", { action: "submission.view", target: id });
  return loader(id, { view, actor, audit });
}

const lastView = (id: string) =>
  db().auditEvent.findFirst({
    where: { targetId: id, action: "submission.view" },
    orderBy: { seq: "desc" },
    select: { outcome: true, reason: true },
  });

function loaded(load: CaseLoad): LoadedCase {
  if (!load.ok) throw new Error(`expected a loaded case, got ${load.kind}`);
  return load;
}

/** An approved person and a pending second submission of theirs under the same address. */
async function personApprovedThenPending() {
  const email = `loader-${randomUUID().slice(0, 8)}@example.com`;
  const person = {
    name: `Load${randomUUID().slice(0, 8)} Mina`,
    dateOfBirth: "1985-04-12",
    nationality: "KOR",
    gender: "female",
  };
  const approved = await createSubmissionViaStep1({ email });
  await arrangeSubmission(approved, { ...person, kycResult: "pending" });
  await client.reviewSubmission({ submissionId: approved, status: "approved", admin: "Earlier reviewer" });
  const pending = await createSubmissionViaStep1({ email });
  await arrangeSubmission(pending, { ...person, kycResult: "pending" });
  return { approved, pending };
}

const rowCounts = async () => ({
  groups: await db().duplicateGroup.count(),
  assignments: await db().assignment.count(),
  audit: await db().auditEvent.count(),
  decisions: await db().decision.count(),
});

describe("loadCase", () => {
  it("gives an open case's rows at once and its slower parts as results, writing only the view's event", async () => {
    const { approved, pending } = await personApprovedThenPending();
    const actor = await createAccount("reviewer");
    const before = await rowCounts();
    const load = loaded(await loadCase(pending, actor));
    expect(load.record.submission_id).toBe(pending);
    expect(load).toMatchObject({ holder: null, namedIn: [], notes: [], deletion: { pending: null } });
    expect(load.decision.decisions).toEqual([]);
    // The view is recorded before the activity is read, so the case's activity shows it.
    expect(load.timeline.map((e) => [e.who, e.what])).toEqual([
      [actor.email, "Opened the case"],
      [null, "Applicant started the submission"],
    ]);
    // An approved case's section is not shown for an open one.
    expect(load.duplicates.otherApprovals).toBeNull();
    expect(await load.next).toMatchObject({ ok: true });
    const possible = await load.duplicates.possible;
    expect(possible.ok && possible.value?.others.map((o) => o.id)).toEqual([approved]);
    // Found by the lookup, but only the case index's sync records the group: the page does not.
    expect(await load.duplicates.count).toEqual({
      ok: true,
      value: { label: "Possible duplicates", value: "1, being recorded", tone: "bad", href: "#duplicates" },
    });
    expect(await rowCounts()).toEqual({ ...before, audit: before.audit + 1 });
    expect(await lastView(pending)).toEqual({ outcome: "success", reason: null });
  });

  it("shows a failed applicant lookup in its own parts while the rest of the case loads", async () => {
    const { approved, pending } = await personApprovedThenPending();
    await client.reviewSubmission({ submissionId: pending, status: "approved", admin: "Earlier reviewer" });
    const applicantId = (await client.getSubmission(approved))?.applicant_id;
    expect(applicantId).toBeTruthy();
    const rule = proxy.fail(
      "GET",
      /^\/v2\/submission\/applicant$/,
      { status: 503 },
      {
        query: { applicant_id: applicantId! },
      },
    );
    try {
      const load = loaded(await loadCase(approved, await createAccount("reviewer")));
      expect(load.record.kyc.result).toBe("approved");
      const failure = {
        ok: false,
        kind: "upstream",
        code: "unavailable",
        said: { key: "kycService.failed", values: { status: 503 } },
      };
      expect(await load.duplicates.otherApprovals).toEqual(failure);
      expect(await load.duplicates.count).toEqual(failure);
      // The parts that do not need the applicant lookup are there.
      expect(await load.next).toMatchObject({ ok: true });
      expect(await load.duplicates.possible).toEqual({ ok: true, value: null });
      expect(rule.faulted).toBeGreaterThan(0);
    } finally {
      proxy.clear();
    }
    // Unbroken, the same case lists the person's other approval.
    const load = loaded(await loadCase(approved, await createAccount("reviewer")));
    const others = await load.duplicates.otherApprovals;
    expect(others?.ok && others.value.duplicates.map((d) => d.id)).toEqual([pending]);
  });

  it("says the service failed, or has no such submission, when the case itself cannot be read", async () => {
    const id = await createSubmissionViaStep1();
    const actor = await createAccount("reviewer");
    proxy.fail("GET", /^\/v2\/submission$/, { status: 503 }, { query: { submission_id: id } });
    try {
      expect(await loadCase(id, actor)).toMatchObject({
        ok: false,
        kind: "upstream",
        failure: { code: "unavailable" },
      });
      expect(await lastView(id)).toEqual({ outcome: "failure", reason: "upstream: unavailable" });
    } finally {
      proxy.clear();
    }
    const unknown = randomUUID();
    expect(await loadCase(unknown, actor)).toMatchObject({
      ok: false,
      kind: "missing",
      deletion: { deleted: null, pending: null },
      caseRecords: [],
    });
    // An id nobody issued is not kept as the target: it was typed and may be anything.
    expect(await lastView(unknown)).toBeNull();
    expect(
      await db().auditEvent.findFirst({
        where: { actorId: actor.id, action: "submission.view" },
        orderBy: { seq: "desc" },
        select: { outcome: true, reason: true, targetId: true },
      }),
    ).toEqual({ outcome: "failure", reason: "no such submission upstream", targetId: null });
  });
});
