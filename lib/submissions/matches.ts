// Whether a submission belongs to a queue view: the filters the upstream cannot apply.
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import type { QueueView } from "./filters";

export function isRedFlag(record: SubmissionRecord): boolean {
  return record.aml?.currentstatus === "Red Flag";
}

/** The work queue: what still needs a reviewer (pending) or an AML look (red flag). */
export function inWorkQueue(record: SubmissionRecord): boolean {
  return record.kyc.result === "pending" || isRedFlag(record);
}

/** created_at as a UTC day, compared as text: ISO dates sort as strings. */
const dayOf = (createdAt: string) => createdAt.slice(0, 10);

export function matchesView(record: SubmissionRecord, view: Omit<QueueView, "size">): boolean {
  if (view.queue === "work" && !inWorkQueue(record)) return false;
  if (view.status.length && !view.status.includes(record.kyc.result)) return false;
  // A list record without aml was not screened, as far as the dashboard can tell.
  if (view.aml && (record.aml?.currentstatus ?? "Not Screened") !== view.aml) return false;
  if (view.risk && (record.aml?.risk_level_summary ?? "Not Screened") !== view.risk) return false;
  if (view.from && dayOf(record.created_at) < view.from) return false;
  if (view.to && dayOf(record.created_at) > view.to) return false;
  // Upstream filters are applied again: a vendor that ignored one must not widen the view.
  if (view.userid && record.userid !== view.userid) return false;
  if (view.email && record.email?.toLowerCase() !== view.email.toLowerCase()) return false;
  if (view.submissionId && record.submission_id !== view.submissionId) return false;
  return true;
}

/**
 * Newest first: once records are older than `from`, no later one can match, so the scan
 * may stop early. Records newer than `to` are skipped without a stop.
 */
export function isPastRange(record: SubmissionRecord, view: Pick<QueueView, "from">): boolean {
  return !!view.from && dayOf(record.created_at) < view.from;
}
