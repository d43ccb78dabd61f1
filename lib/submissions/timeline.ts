// The activity of one case, newest first: what the audit log knows about it (views, claims,
// notes, verdicts, decisions, deletion requests) and its creation at the KYC service. Repeated
// views by the same person in a row are folded into one entry so the story stays readable.
import { outcomeLabel } from "../duplicates/words";
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { db } from "../db";

export interface TimelineEntry {
  at: Date;
  who: string | null;
  what: string;
  detail?: string;
  /** How many events of the same kind by the same person this entry stands for. */
  count: number;
}

const actions: Record<string, string> = {
  "submission.view": "Opened the case",
  "submission.image_view": "Looked at an image",
  "aml_report.view": "Opened an AML report",
  "case_note.add": "Added a note",
  "aml.verdict": "Gave a verdict on an AML match",
  "decision.record": "Recorded a decision",
  "decision.confirm_approval": "Confirmed the approval as second reviewer",
  "deletion.request": "Requested deletion",
  "deletion.approve": "Approved the deletion",
  "deletion.reject": "Refused the deletion",
  "deletion.execute": "Deletion carried out",
  "case.claim": "Took the case",
  "case.release": "Released the case",
  "duplicate.resolve": "Resolved the possible duplicates",
  "duplicate.settle": "Settled the suspected fraud",
};
const verdictWords: Record<string, string> = {
  true_match: "true match",
  false_positive: "false positive",
  escalate: "escalated",
};

function describe(
  action: string,
  detail: Record<string, unknown>,
  stated: string | null,
): string | undefined {
  if (action === "decision.record" && typeof detail.outcome === "string")
    return `${detail.outcome === "approved" ? "Approve" : "Reject"}${detail.upstream === "awaiting_second" ? " (waiting for a second reviewer)" : ""}${stated ? `: ${stated}` : ""}`;
  if (action === "aml.verdict" && typeof detail.verdict === "string")
    return `${verdictWords[detail.verdict] ?? detail.verdict}${stated ? `: ${stated}` : ""}`;
  if (action.startsWith("duplicate.") && typeof detail.outcome === "string")
    return `${outcomeLabel(detail.outcome)}${stated ? `: ${stated}` : ""}`;
  return stated ?? undefined;
}

export async function fetchTimeline(record: SubmissionRecord, limit = 200): Promise<TimelineEntry[]> {
  const events = await db().auditEvent.findMany({
    where: { targetId: record.submission_id, outcome: "success" },
    orderBy: { seq: "desc" },
    take: limit,
  });
  const entries: TimelineEntry[] = [];
  for (const event of events) {
    const detail = event.detail ? (JSON.parse(event.detail) as Record<string, unknown>) : {};
    const what = actions[event.action] ?? event.action.replace(/[._]/g, " ");
    const previous = entries.at(-1);
    const folds =
      event.action.endsWith("view") && previous?.what === what && previous.who === event.actorEmail;
    if (folds) {
      previous.count += 1;
      continue;
    }
    entries.push({
      at: event.at,
      who: event.actorEmail,
      what,
      detail: describe(event.action, detail, event.statedReason),
      count: 1,
    });
  }
  entries.push({
    at: new Date(record.created_at),
    who: null,
    what: "Applicant started the submission",
    count: 1,
  });
  return entries;
}
