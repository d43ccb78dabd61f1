// The dashboard's entry points that take free text or an id, for the personal data plant test
// (tests/audit-personal-data.test.ts): every server action, audited page and route handler, each
// given what was typed where it goes.
import AuditPage from "@/app/(dashboard)/audit/page";
import MonitoringAlertPage from "@/app/(dashboard)/monitoring/[id]/page";
import SubmissionPage from "@/app/(dashboard)/submissions/[id]/page";
import { GET as amlReport } from "@/app/api/aml-reports/[resourceId]/route";
import { GET as exportCsv } from "@/app/api/audit/export/route";
import { GET as caseRecord } from "@/app/api/case-records/[id]/route";
import { GET as erasureReceipt } from "@/app/api/erasure-receipts/[id]/route";
import { GET as image } from "@/app/api/submissions/[id]/images/[type]/route";
import { GET as queueCounts } from "@/app/api/submissions/counts/route";
import { GET as queueRows } from "@/app/api/submissions/rows/route";
import { recordVerdictAction } from "@/lib/aml-verdicts/actions";
import { assignCases, claimCase, claimNextCase, releaseCase } from "@/lib/assignments/actions";
import { lookupApplicantByEmail } from "@/lib/audit/actions";
import { addCaseNoteAction } from "@/lib/case-notes/actions";
import { recordDecisionAction } from "@/lib/decisions/actions";
import { confirmApprovalAction } from "@/lib/decisions/second-approval-actions";
import {
  approveDeletion,
  rejectDeletion,
  requestDeletion,
  resolveDeletion,
  retryDeletion,
} from "@/lib/deletions/actions";
import { resolveDuplicatesAction, settleDuplicatesAction } from "@/lib/duplicates/actions";
import { claimMonitoringAlert, closeMonitoringAlert, settleMonitoringAlert } from "@/lib/monitoring/actions";
import { email, name, passport, rrn } from "@/tests/support/planted-personal-data";

export const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const url = (path: string, query: Record<string, string>) =>
  new Request(`http://localhost${path}?${new URLSearchParams(query).toString()}`);

/** Every server action that takes free text, given a case and the text. */
export const withText: Record<string, (id: string, text: string) => Promise<unknown>> = {
  note: (id, text) => addCaseNoteAction(null, form({ submissionId: id, body: text })),
  decision: (id, text) =>
    recordDecisionAction(
      null,
      form({
        submissionId: id,
        outcome: "rejected",
        reasonCode: "face_mismatch",
        note: text,
        rejectionComment: text,
      }),
    ),
  "decision (reason code typed)": (id, text) =>
    recordDecisionAction(null, form({ submissionId: id, outcome: "rejected", reasonCode: rrn, note: text })),
  "AML verdict": (id, text) =>
    recordVerdictAction(null, form({ submissionId: id, resourceId: rrn, verdict: "escalate", reason: text })),
  "duplicates resolve": (id, text) =>
    resolveDuplicatesAction(null, form({ submissionId: id, outcome: "same_person", reason: text })),
  "duplicates settle": (id, text) =>
    settleDuplicatesAction(null, form({ submissionId: id, outcome: "same_person", reason: text })),
  "monitoring close": (id, text) =>
    closeMonitoringAlert({ submissionId: id, outcome: "no_action", reason: text }),
  "monitoring escalate": (id, text) =>
    closeMonitoringAlert({ submissionId: id, outcome: "escalate", reason: text, managerId: passport }),
  "monitoring settle": (id, text) =>
    settleMonitoringAlert({ submissionId: id, outcome: "no_action", reason: text }),
  "claim (taking over from a typed holder)": (id) => claimCase({ submissionId: id, takeOverFrom: rrn }),
};

/** Every server action, page and route handler that takes an id (or a query), given what was typed. */
export const withId: Record<string, (typed: string) => Promise<unknown>> = {
  note: (typed) => addCaseNoteAction(null, form({ submissionId: typed, body: "checked" })),
  claim: (typed) => claimCase({ submissionId: typed }),
  release: (typed) => releaseCase({ submissionId: typed }),
  assign: (typed) => assignCases({ submissionIds: [typed], reviewerId: typed }),
  "assign (many)": (typed) => assignCases({ submissionIds: [typed, `${typed}x`], reviewerId: typed }),
  "claim next": (typed) => claimNextCase({ query: `q=${encodeURIComponent(typed)}&userid=${typed}` }),
  decision: (typed) =>
    recordDecisionAction(
      null,
      form({ submissionId: typed, outcome: "approved", reasonCode: "documents_verified" }),
    ),
  "second approval": (typed) => confirmApprovalAction(null, form({ approvalId: typed, submissionId: typed })),
  "AML verdict": (typed) =>
    recordVerdictAction(
      null,
      form({ submissionId: typed, resourceId: typed, verdict: "escalate", reason: "checking" }),
    ),
  "duplicates resolve": (typed) =>
    resolveDuplicatesAction(
      null,
      form({ submissionId: typed, outcome: "same_person", reason: "same person" }),
    ),
  "duplicates settle": (typed) =>
    settleDuplicatesAction(
      null,
      form({ submissionId: typed, outcome: "same_person", reason: "same person" }),
    ),
  "monitoring claim": (typed) => claimMonitoringAlert({ submissionId: typed }),
  "monitoring close": (typed) =>
    closeMonitoringAlert({ submissionId: typed, outcome: "no_action", reason: "fine" }),
  "monitoring settle": (typed) =>
    settleMonitoringAlert({ submissionId: typed, outcome: "no_action", reason: "fine" }),
  "deletion request": (typed) => requestDeletion({ submissionId: typed, reason: "applicant asked" }),
  "deletion approval": (typed) => approveDeletion({ deletionId: typed, checked: "yes" }),
  "deletion rejection": (typed) => rejectDeletion({ deletionId: typed, reason: "not needed" }),
  "deletion retry": (typed) => retryDeletion({ deletionId: typed }),
  "deletion resolve": (typed) => resolveDeletion({ deletionId: typed }),
  "e-mail lookup": (typed) =>
    lookupApplicantByEmail({ email: typed.includes("@") ? typed : `${typed}@example.kr` }),
  "case page": (typed) =>
    SubmissionPage({ params: Promise.resolve({ id: typed }), searchParams: Promise.resolve({}) }),
  "monitoring page": (typed) => MonitoringAlertPage({ params: Promise.resolve({ id: typed }) }),
  "image route": (typed) => image(new Request("http://localhost/x"), params({ id: typed, type: typed })),
  "AML report route": (typed) =>
    amlReport(url(`/api/aml-reports/${typed}`, { submission: typed }), params({ resourceId: typed })),
  "case record route": (typed) =>
    caseRecord(url(`/api/case-records/x`, { format: "json" }), params({ id: typed })),
  "erasure receipt route": (typed) =>
    erasureReceipt(url(`/api/erasure-receipts/x`, { format: "pdf" }), params({ id: typed })),
  "queue rows": (typed) =>
    queueRows(
      url("/api/submissions/rows", { q: `${name} ${typed}`, userid: typed, submissionId: typed, email }),
    ),
  "queue counts": (typed) =>
    queueCounts(
      url("/api/submissions/counts", { q: typed, userid: typed, submissionId: typed, email: typed }),
    ),
  "audit page filters": (typed) =>
    AuditPage({
      searchParams: Promise.resolve({ actor: typed, target: typed, action: "kim_minji", outcome: "failure" }),
    }),
  "audit page filters (one bad)": (typed) =>
    AuditPage({ searchParams: Promise.resolve({ target: typed, from: typed }) }),
  "CSV export filters": (typed) =>
    exportCsv(
      url("/api/audit/export", { actor: typed, target: typed, action: "kim_minji", group: "decisions" }),
    ),
};
