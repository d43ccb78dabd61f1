// What a case's activity list calls each audit action: the activity's own phrasing where it has
// one (case.activity.actions: "Opened the case"), else the audit log's plain words for the code
// (audit.actions: "Decision sent to the KYC service"), so no recorded code ("decision upstream")
// reaches a page. activity-words.test.ts fails on an action the code records without words.
import type { MessageKey } from "../actions/words";
import { knownActions } from "../audit/action-groups";
import type { Say } from "../actions/message";

const activityActions = {
  "submission.view": "view",
  "submission.image_view": "imageView",
  "aml_report.view": "amlReportView",
  "case_note.add": "noteAdd",
  "aml.verdict": "verdict",
  "decision.record": "decision",
  "decision.confirm_approval": "confirmApproval",
  "deletion.request": "deletionRequest",
  "deletion.approve": "deletionApprove",
  "deletion.reject": "deletionReject",
  "deletion.execute": "deletionExecute",
  "case.claim": "claim",
  "case.release": "release",
  "duplicate.resolve": "duplicateResolve",
  "duplicate.settle": "duplicateSettle",
} as const;
const hasActivityWords = (action: string): action is keyof typeof activityActions =>
  Object.hasOwn(activityActions, action);

/** The catalogue key an action is said with; undefined for a code no group lists. */
export function activityKey(action: string): MessageKey | undefined {
  if (hasActivityWords(action)) return `case.activity.actions.${activityActions[action]}`;
  return knownActions.includes(action) ? (`audit.actions.${action}` as MessageKey) : undefined;
}

/** The action in the reader's words; a code the catalogues do not know, spelt out as recorded. */
export function activityWords(action: string, say: Say): string {
  const key = activityKey(action);
  return key ? say(key) : action.replace(/[._]/g, " ");
}
