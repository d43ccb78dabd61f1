// The activity of one case, newest first: what the audit log knows about it (views, claims,
// notes, verdicts, decisions, deletion requests) and its creation at the KYC service. Repeated
// views by the same person in a row are folded into one entry so the story stays readable.
import "server-only";
import { outcomeLabel } from "../duplicates/words";
import { english, type Say } from "../actions/message";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { statedTextOf, textsOf } from "../audit/erasable-text";
import { db } from "../db";
import { activityWords } from "./activity-words";

export interface TimelineEntry {
  at: Date;
  who: string | null;
  what: string;
  detail?: string;
  /** How many events of the same kind by the same person this entry stands for. */
  count: number;
}

const verdicts = ["true_match", "false_positive", "escalate"] as const;
const isVerdict = (v: string): v is (typeof verdicts)[number] => (verdicts as readonly string[]).includes(v);

function describe(
  action: string,
  detail: Record<string, unknown>,
  stated: string | null,
  say: Say,
): string | undefined {
  const withReason = (what: string) =>
    stated ? say("case.activity.withReason", { what, reason: stated }) : what;
  if (action === "decision.record" && typeof detail.outcome === "string") {
    const outcome = say(detail.outcome === "approved" ? "case.activity.approve" : "case.activity.reject");
    return withReason(
      detail.upstream === "awaiting_second" ? say("case.activity.awaitingSecond", { outcome }) : outcome,
    );
  }
  if (action === "aml.verdict" && typeof detail.verdict === "string")
    return withReason(isVerdict(detail.verdict) ? say(`values.verdict.${detail.verdict}`) : detail.verdict);
  if (action.startsWith("duplicate.") && typeof detail.outcome === "string")
    return withReason(outcomeLabel(detail.outcome, say));
  return stated ?? undefined;
}

export async function fetchTimeline(
  record: SubmissionRecord,
  say: Say = english,
  limit = 200,
): Promise<TimelineEntry[]> {
  const events = await db().auditEvent.findMany({
    where: { targetId: record.submission_id, outcome: "success" },
    orderBy: { seq: "desc" },
    take: limit,
  });
  // What people typed is read from outside the chain (erasable-text.ts), while it exists.
  const texts = await textsOf(events.map((e) => e.statedReason));
  const statedOf = (stored: string | null) => {
    const stated = statedTextOf(stored, texts);
    if (!stated) return null;
    return stated.kind === "text" ? stated.text : say(`audit.table.${stated.kind}`);
  };
  const entries: TimelineEntry[] = [];
  for (const event of events) {
    const detail = event.detail ? (JSON.parse(event.detail) as Record<string, unknown>) : {};
    const what = activityWords(event.action, say);
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
      detail: describe(event.action, detail, statedOf(event.statedReason), say),
      count: 1,
    });
  }
  entries.push({
    at: new Date(record.created_at),
    who: null,
    what: say("case.activity.started"),
    count: 1,
  });
  return entries;
}
