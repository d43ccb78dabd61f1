// The permission matrix: every server action and every route handler, called for real as
// each role and with no session. Allowed callers must get past the check (to a result or an
// expected failure about the input's subject), others must be refused with no effect. The
// list is checked against the code: a new "use server" export or route.ts without a row
// here fails the first test.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ActionResult } from "@/lib/actions/result";
import { catalogues } from "@/lib/i18n/messages";
import { can, roles, type Permission, type Role } from "@/lib/auth/permissions";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { routeStatus } from "@/tests/support/route-status";
import { GET as exportAudit } from "@/app/api/audit/export/route";
import { GET as amlReport } from "@/app/api/aml-reports/[resourceId]/route";
import { GET as caseRecord } from "@/app/api/case-records/[id]/route";
import { GET as erasureReceipt } from "@/app/api/erasure-receipts/[id]/route";
import { GET as image } from "@/app/api/submissions/[id]/images/[type]/route";
import { GET as rows } from "@/app/api/submissions/rows/route";
import { recordVerdictAction } from "@/lib/aml-verdicts/actions";
import { addCaseNoteAction } from "@/lib/case-notes/actions";
import { GET as counts } from "@/app/api/submissions/counts/route";
import * as assignmentActions from "@/lib/assignments/actions";
import { recordDecisionAction } from "@/lib/decisions/actions";
import { confirmApprovalAction } from "@/lib/decisions/second-approval-actions";
import * as auditActions from "@/lib/audit/actions";
import * as deletionActions from "@/lib/deletions/actions";
import { resolveDuplicatesAction, settleDuplicatesAction } from "@/lib/duplicates/actions";
import * as userActions from "@/lib/users/actions";
import * as monitoringActions from "@/lib/monitoring/actions";
import { savePreferences, setLocale } from "@/lib/i18n/actions";
import * as queueActions from "@/lib/queues/actions";
import * as availabilityActions from "@/lib/availability/actions";
import * as routingActions from "@/lib/routing/actions";

const root = path.resolve(import.meta.dirname, "../..");
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const unique = () => Math.random().toString(36).slice(2, 10);

// Inputs are valid but name things that do not exist (or are harmless to create), so an
// allowed call ends in a result or a "no such ..." message, never in a refusal.
const actions: Record<string, { permission: Permission; call: () => Promise<ActionResult<unknown>> }> = {
  "deletions.requestDeletion": {
    permission: "deletions:request",
    call: () => deletionActions.requestDeletion({ submissionId: "matrix-none", reason: "matrix check" }),
  },
  "deletions.approveDeletion": {
    permission: "deletions:approve",
    call: () => deletionActions.approveDeletion({ deletionId: "none", checked: "yes" }),
  },
  "deletions.rejectDeletion": {
    permission: "deletions:approve",
    call: () => deletionActions.rejectDeletion({ deletionId: "none", reason: "matrix check" }),
  },
  "deletions.retryDeletion": {
    permission: "deletions:approve",
    call: () => deletionActions.retryDeletion({ deletionId: "none" }),
  },
  "deletions.resolveDeletion": {
    permission: "deletions:approve",
    call: () => deletionActions.resolveDeletion({ deletionId: "none" }),
  },
  "decisions.recordDecisionAction": {
    permission: "submissions:decide",
    call: () =>
      recordDecisionAction(
        null,
        form({ submissionId: "matrix-none", outcome: "approved", reasonCode: "documents_verified" }),
      ),
  },
  "decisions.confirmApprovalAction": {
    permission: "submissions:decide",
    call: () => confirmApprovalAction(null, form({ approvalId: "none", submissionId: "matrix-none" })),
  },
  "aml-verdicts.recordVerdictAction": {
    permission: "submissions:decide",
    call: () =>
      recordVerdictAction(
        null,
        form({
          submissionId: "matrix-none",
          resourceId: "none",
          verdict: "escalate",
          reason: "matrix check",
        }),
      ),
  },
  "duplicates.resolveDuplicatesAction": {
    permission: "submissions:decide",
    call: () =>
      resolveDuplicatesAction(
        null,
        form({ submissionId: "matrix-none", outcome: "same_person", reason: "matrix check" }),
      ),
  },
  "duplicates.settleDuplicatesAction": {
    permission: "duplicates:settle",
    call: () =>
      settleDuplicatesAction(
        null,
        form({ submissionId: "matrix-none", outcome: "same_person", reason: "matrix check" }),
      ),
  },
  "monitoring.claimMonitoringAlert": {
    permission: "monitoring:review",
    call: () => monitoringActions.claimMonitoringAlert({ submissionId: "matrix-none" }),
  },
  "monitoring.closeMonitoringAlert": {
    permission: "monitoring:review",
    call: () =>
      monitoringActions.closeMonitoringAlert({
        submissionId: "matrix-none",
        outcome: "no_action",
        reason: "matrix check",
      }),
  },
  "monitoring.settleMonitoringAlert": {
    permission: "monitoring:settle",
    call: () =>
      monitoringActions.settleMonitoringAlert({
        submissionId: "matrix-none",
        outcome: "no_action",
        reason: "matrix check",
      }),
  },
  "case-notes.addCaseNoteAction": {
    permission: "submissions:read",
    call: () => addCaseNoteAction(null, form({ submissionId: "matrix-none", body: "matrix check" })),
  },
  "assignments.claimCase": {
    permission: "submissions:decide",
    call: () => assignmentActions.claimCase({ submissionId: `matrix-${unique()}` }),
  },
  "assignments.releaseCase": {
    permission: "submissions:decide",
    call: () => assignmentActions.releaseCase({ submissionId: "matrix-none" }),
  },
  "assignments.assignCases": {
    permission: "assignments:manage",
    call: () => assignmentActions.assignCases({ submissionIds: ["matrix-none"], reviewerId: "none" }),
  },
  "assignments.claimNextCase": {
    permission: "submissions:decide",
    call: () => assignmentActions.claimNextCase({ query: "q=matrix-nobody-matches-this" }),
  },
  "audit.lookupApplicantByEmail": {
    permission: "audit:read",
    call: () => auditActions.lookupApplicantByEmail({ email: "nobody@example.test" }),
  },
  "audit.verifyAuditChain": { permission: "audit:read", call: () => auditActions.verifyAuditChain({}) },
  "users.createUser": {
    permission: "users:manage",
    call: () =>
      userActions.createUser({
        email: `matrix-${unique()}@example.test`,
        name: "Matrix",
        role: "reviewer",
        password: "a long enough password",
      }),
  },
  "users.setUserDisabled": {
    permission: "users:manage",
    call: () => userActions.setUserDisabled({ userId: "none", disabled: "true" }),
  },
  "users.setUserPassword": {
    permission: "users:manage",
    call: () => userActions.setUserPassword({ userId: "none", password: "a long enough password" }),
  },
  "i18n.setLocale": { permission: "preferences:own", call: () => setLocale({ locale: "en" }) },
  "i18n.savePreferences": {
    permission: "preferences:own",
    call: () => savePreferences({ locale: "en", timeZone: "" }),
  },
  "queues.createQueue": {
    permission: "queues:manage",
    call: () =>
      queueActions.createQueue({
        name: `Matrix ${unique()}`,
        deadlineUnit: "business_days",
        deadlineAmount: "2",
        capPerMember: "0",
        graceHours: "24",
      }),
  },
  "queues.updateQueue": {
    permission: "queues:manage",
    call: () =>
      queueActions.updateQueue({
        queueId: "matrix-none",
        name: "Matrix none",
        deadlineUnit: "business_days",
        deadlineAmount: "2",
        capPerMember: "0",
        graceHours: "24",
      }),
  },
  "queues.deleteQueue": {
    permission: "queues:manage",
    call: () => queueActions.deleteQueue({ queueId: "none" }),
  },
  "queues.setDefaultQueue": {
    permission: "queues:manage",
    call: () => queueActions.setDefaultQueue({ queueId: "none" }),
  },
  "queues.addQueueMember": {
    permission: "queues:manage",
    call: () => queueActions.addQueueMember({ queueId: "none", accountId: "none" }),
  },
  "queues.removeQueueMember": {
    permission: "queues:manage",
    call: () => queueActions.removeQueueMember({ queueId: "none", accountId: "none" }),
  },
  "availability.addOwnAbsence": {
    permission: "availability:own",
    call: () => availabilityActions.addOwnAbsence({ startsOn: "2027-03-08", endsOn: "2027-03-09" }),
  },
  "availability.removeOwnAbsence": {
    permission: "availability:own",
    call: () => availabilityActions.removeOwnAbsence({ absenceId: "none" }),
  },
  "availability.setOwnPause": {
    permission: "availability:own",
    call: () => availabilityActions.setOwnPause({ paused: "false" }),
  },
  "availability.addAbsenceFor": {
    permission: "availability:manage",
    call: () =>
      availabilityActions.addAbsenceFor({ accountId: "none", startsOn: "2027-03-08", endsOn: "2027-03-09" }),
  },
  "availability.removeAbsenceFor": {
    permission: "availability:manage",
    call: () => availabilityActions.removeAbsenceFor({ accountId: "none", absenceId: "none" }),
  },
  "routing.saveRoutingRule": {
    permission: "queues:manage",
    // No such queue: refused for that, past the permission check.
    call: () =>
      routingActions.saveRoutingRule({
        name: `Matrix ${unique()}`,
        queueId: "matrix-none",
        match: "all",
        field0: "redFlag",
        op0: "is_yes",
      }),
  },
  "routing.removeRoutingRule": {
    permission: "queues:manage",
    call: () => routingActions.removeRoutingRule({ ruleId: "matrix-none" }),
  },
  "routing.moveRoutingRule": {
    permission: "queues:manage",
    call: () => routingActions.moveRoutingRule({ ruleId: "matrix-none", direction: "up" }),
  },
  "routing.publishRoutingRules": {
    permission: "queues:manage",
    call: () => routingActions.publishRoutingRules({}),
  },
  "routing.discardRoutingDraft": {
    permission: "queues:manage",
    call: () => routingActions.discardRoutingDraft({}),
  },
  "users.changeUserRole": {
    permission: "users:manage",
    call: () => userActions.changeUserRole({ userId: "none", role: "admin" }),
  },
};

const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const routes: Record<string, { permission: Permission; call: () => Promise<Response> }> = {
  "GET /api/audit/export": {
    permission: "audit:export",
    call: () => exportAudit(new Request("http://localhost/api/audit/export?target=matrix-none")),
  },
  "GET /api/aml-reports/[resourceId]": {
    permission: "submissions:read",
    call: () =>
      amlReport(new Request("http://localhost/api/aml-reports/none"), params({ resourceId: "none" })),
  },
  "GET /api/case-records/[id]": {
    permission: "submissions:read",
    call: () => caseRecord(new Request("http://localhost/api/case-records/none"), params({ id: "none" })),
  },
  "GET /api/erasure-receipts/[id]": {
    permission: "deletions:request",
    call: () =>
      erasureReceipt(new Request("http://localhost/api/erasure-receipts/none"), params({ id: "none" })),
  },
  "GET /api/submissions/[id]/images/[type]": {
    permission: "submissions:read",
    call: () =>
      image(
        new Request("http://localhost/api/submissions/none/images/idImage"),
        params({ id: "none", type: "idImage" }),
      ),
  },
  "GET /api/submissions/rows": {
    permission: "submissions:read",
    call: () => rows(new Request("http://localhost/api/submissions/rows?status=pending")),
  },
  "GET /api/submissions/counts": {
    permission: "submissions:read",
    call: () => counts(new Request("http://localhost/api/submissions/counts?q=matrix-none")),
  },
};
// Public by design: Auth.js's own endpoints (sign-in, sign-out, session) and the health check.
const publicRoutes = ["app/api/auth/[...nextauth]/route.ts", "app/api/health/route.ts"];
// Sign-in and sign-out run before there is a session (AGENTS.md); Auth.js audits them.
const publicActionFiles = ["lib/auth/sign-in-actions.ts"];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe("permission matrix", () => {
  it("covers every server action and route handler in the code", async () => {
    const code = [...files(path.join(root, "app")), ...files(path.join(root, "lib"))].filter(
      (f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"),
    );
    const routeFiles = code.filter((f) => f.endsWith("/route.ts")).map((f) => path.relative(root, f));
    const covered = Object.keys(routes).map((r) => `app${r.slice(4)}/route.ts`);
    expect(routeFiles.filter((f) => !publicRoutes.includes(f)).sort()).toEqual(covered.sort());

    const actionFiles = code
      .filter((f) => /^["']use server["']/.test(readFileSync(f, "utf8").trimStart()))
      .map((f) => path.relative(root, f));
    const exported: string[] = [];
    for (const file of actionFiles.filter((f) => !publicActionFiles.includes(f))) {
      const exports = (await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>;
      const prefix = file.split("/").at(-2)!;
      exported.push(
        ...Object.keys(exports)
          .filter((k) => typeof exports[k] === "function")
          .map((k) => `${prefix}.${k}`),
      );
    }
    expect(exported.sort()).toEqual(Object.keys(actions).sort());
  });

  const callers: (Role | null)[] = [null, ...roles];
  for (const [name, entry] of Object.entries(actions)) {
    for (const role of callers) {
      const allowed = role !== null && can(role, entry.permission);
      it(`action ${name} as ${role ?? "no session"}: ${allowed ? "allowed" : "refused"}`, async () => {
        await inRequestAs(role ? await createAccount(role) : null);
        const result = await entry.call();
        // The wrapper's answers, as an English reader gets them.
        const messages = catalogues.en.forms.refusals;
        if (role === null) expect(result).toEqual({ ok: false, error: messages.noSession, signIn: true });
        else if (!allowed) expect(result).toEqual({ ok: false, error: messages.forbidden });
        else {
          expect(result).not.toMatchObject({ error: messages.forbidden });
          expect(result).not.toMatchObject({ error: messages.noSession });
          expect(result).not.toMatchObject({ error: messages.unexpected });
        }
      });
    }
  }
  for (const [name, entry] of Object.entries(routes)) {
    for (const role of callers) {
      const allowed = role !== null && can(role, entry.permission);
      it(`route ${name} as ${role ?? "no session"}: ${role === null ? 401 : allowed ? "allowed" : 403}`, async () => {
        await inRequestAs(role ? await createAccount(role) : null);
        const status = await routeStatus(entry.call);
        if (role === null) expect(status).toBe(401);
        else if (!allowed) expect(status).toBe(403);
        else expect([401, 403]).not.toContain(status);
      });
    }
  }
});
