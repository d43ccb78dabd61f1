// The audit log's action groups: every action the dashboard records, in the group a manager
// looks for it under. A group is a list of exact names (never a pattern), so its filter is
// `action IN (...)` on the (action, seq) index. action-groups.test.ts fails on an action
// recorded in the code that no group lists, or one without its plain words in the catalogues
// (audit.groups, audit.actions: what managers read; the codes stay as recorded).

export const actionGroups = [
  {
    id: "decisions",
    actions: [
      "decision.record",
      "decision.confirm_approval",
      "decision.intent",
      "decision.upstream",
      "decision.reconcile",
    ],
  },
  {
    id: "deletions",
    actions: [
      "deletion.request",
      "deletion.approve",
      "deletion.reject",
      "deletion.execute",
      "deletion.retry",
      "deletion.resolve",
      "deletion.receipt",
      "deletion.reconcile",
    ],
  },
  { id: "verdicts", actions: ["aml.verdict"] },
  { id: "sessions", actions: ["auth.sign_in", "auth.sign_out"] },
  {
    id: "assignments",
    // case.claim and case.release: the names of claims in older logs.
    actions: [
      "assignment.claim",
      "assignment.claim_next",
      "assignment.release",
      "assignment.assign",
      "assignment.end",
      "case.claim",
      "case.release",
    ],
  },
  {
    id: "exports",
    actions: ["audit.export", "evidence.case_record_download", "evidence.receipt_download"],
  },
  {
    id: "users",
    actions: [
      "user.create",
      "user.change_role",
      "user.set_disabled",
      "user.set_password",
      "user.set_locale",
      "user.set_preferences",
    ],
  },
  {
    id: "duplicates",
    actions: ["duplicates.found", "duplicate.resolve", "duplicate.settle"],
  },
  {
    id: "monitoring",
    actions: ["monitoring.claim", "monitoring.close", "monitoring.settle"],
  },
  {
    id: "queues",
    actions: [
      "queue.create",
      "queue.update",
      "queue.delete",
      "queue.set_default",
      "queue.add_member",
      "queue.remove_member",
      "availability.add_absence",
      "availability.remove_absence",
      "availability.set_pause",
      "routing.save_rule",
      "routing.remove_rule",
      "routing.move_rule",
      "routing.publish",
      "routing.discard",
    ],
  },
  {
    id: "reads",
    actions: [
      "submission.view",
      "submission.search",
      "submission.count",
      "submission.image_view",
      "aml_report.view",
      "case_note.add",
      "overview.view",
      "monitoring.view",
      "monitoring.list",
      "duplicates.list",
      "deletion.list",
      "audit.search",
      "audit.email_lookup",
      "audit.verify",
      "routing.explain",
    ],
  },
] as const satisfies readonly { id: string; actions: readonly string[] }[];

export type ActionGroup = (typeof actionGroups)[number];
export type ActionGroupId = ActionGroup["id"];

export const actionGroupIds = actionGroups.map((g) => g.id) as [ActionGroupId, ...ActionGroupId[]];

/** Every action name the log may hold, for the action field's suggestions. */
export const knownActions: readonly string[] = actionGroups.flatMap((g) => g.actions).sort();

export function actionGroup(id: ActionGroupId): ActionGroup {
  return actionGroups.find((g) => g.id === id)!;
}

/** The group an action belongs to, if any (an unknown action belongs to none). */
export function groupOfAction(action: string): ActionGroup | undefined {
  return actionGroups.find((g) => (g.actions as readonly string[]).includes(action));
}
