// The case page's one loader: everything the page shows, as typed results it only displays.
// The submission (read live) and the dashboard's own rows about it are awaited; the slower
// parts (the next case in the queue, the duplicate lookups) are started here and handed on as
// promises that never reject (case-part.ts), each read inside its own Suspense boundary.
// Nothing here writes but the view's own audit event (the page's auditedRead), recorded once the
// submission's read tells its outcome and before the rows, so the case's activity shows this view.
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import type { auditedRead } from "../actions/read";
import { currentVerdicts, rememberedFalsePositives, verdictCounts } from "../aml-verdicts/verdicts";
import { holdersOf } from "../assignments/queries";
import type { Actor } from "../auth/actor";
import { listCaseNotes } from "../case-notes/queries";
import { groupsNaming } from "../duplicates/queries";
import { env } from "../env";
import { fetchCaseRecords } from "../evidence/queries";
import { retentionFor } from "../evidence/retention-check";
import { upstreamResult, type KycApiError } from "../kyc/errors";
import type { QueueView } from "../queue/view";
import { fetchCaseDeletion } from "./case-deletion";
import { fetchDecisionArea } from "./case-decision";
import { startDuplicateParts, type DuplicateParts } from "./case-duplicates";
import { part, type Part } from "./case-part";
import { fetchNextInQueue, fetchSubmission } from "./queries";
import { fetchTimeline } from "./timeline";
import { english, type Say } from "../actions/message";

type Deletion = Awaited<ReturnType<typeof fetchCaseDeletion>>;
type CaseRecords = Awaited<ReturnType<typeof fetchCaseRecords>>;
type Settled = Awaited<ReturnType<typeof readCase>>;

export type LoadedCase = Settled & {
  ok: true;
  record: SubmissionRecord;
  deletion: Deletion;
  caseRecords: CaseRecords;
  /** The first later case of the reviewer's queue that no colleague holds; null after the last. */
  next: Promise<Part<string | null>>;
  duplicates: DuplicateParts;
};

export type CaseLoad =
  | LoadedCase
  /** The service could not be asked: the logged failure (its userMessage for the page). */
  | { ok: false; kind: "upstream"; failure: KycApiError }
  /** The service has no such submission; `deletion` says whether it was deleted here. */
  | { ok: false; kind: "missing"; deletion: Deletion; caseRecords: CaseRecords };

/** How the view ends in the audit log: the handle `auditedRead` gave the page. */
type ViewAudit = Pick<Awaited<ReturnType<typeof auditedRead>>, "succeeded" | "failed">;

/**
 * `view`: the queue the reviewer came from; `actor`: who is looking (their holds, their rights);
 * `audit`: the page's audited read, whose outcome the submission's read decides; `say`: the
 * reader's language for the words the loader composes (counts, activity).
 */
export async function loadCase(
  id: string,
  { view, actor, audit, say = english }: { view: QueueView; actor: Actor; audit: ViewAudit; say?: Say },
): Promise<CaseLoad> {
  const read = await upstreamResult(() => fetchSubmission(id), "submission");
  if (!read.ok) {
    await audit.failed(`upstream: ${read.failure.code}`);
    return { ok: false, kind: "upstream", failure: read.failure };
  }
  const record = read.value;
  // Started before the rows below are read, so they overlap; none of them can reject.
  const slow = record
    ? {
        next: part(() => fetchNextInQueue(view, record, actor.id), "next in queue"),
        duplicates: startDuplicateParts(record, actor, say),
      }
    : null;
  if (record) await audit.succeeded();
  const [deletion, caseRecords] = await Promise.all([fetchCaseDeletion(id), fetchCaseRecords(id)]);
  if (!record || !slow) {
    // An id neither the service nor this dashboard knows was typed by someone and may be
    // anything (a name): it is not kept as the target. A deleted case's id is.
    const knownHere = deletion.deleted || deletion.pending || caseRecords.length > 0;
    await audit.failed("no such submission upstream", knownHere ? {} : { target: undefined });
    return { ok: false, kind: "missing", deletion, caseRecords };
  }
  return { ok: true, record, deletion, caseRecords, ...slow, ...(await readCase(record, say)) };
}

/** The dashboard's own rows about an existing case, read at once. */
async function readCase(record: SubmissionRecord, say: Say) {
  const id = record.submission_id;
  const [verdicts, remembered, retention, holders, decision, namedIn, notes, timeline] = await Promise.all([
    currentVerdicts(id, record),
    rememberedFalsePositives(record),
    retentionFor(record),
    holdersOf([id]),
    fetchDecisionArea(id),
    groupsNaming(id),
    listCaseNotes(id),
    fetchTimeline(record, say),
  ]);
  return {
    verdicts,
    remembered,
    /** Matches still without a verdict, and false positives awaiting a second reviewer. */
    unresolved: verdictCounts(record, verdicts),
    retention,
    /** Who holds the case, if anyone. */
    holder: holders[id] ?? null,
    decision,
    /** Other cases' duplicate groups that name this submission. */
    namedIn,
    notes,
    timeline,
    /** When the case is due (the review deadline rule). */
    due: env().review.due,
  };
}
