// The dashboard-side filter. The interface filters upstream only by submission id, userid and
// e-mail; every other filter of a queue view is applied here while paging upstream newest
// first: keep the records that match, stop as soon as a page of matches is full, report what
// was scanned as it goes, and never claim a total that was not counted. The next page
// continues from the key of the last record looked at, so no record is skipped or shown twice.
import type { PageKey, SubmissionList, SubmissionRecord } from "../../common/kyc-api/schemas";
import type { QueueView } from "./view";

function isRedFlag(record: SubmissionRecord): boolean {
  return record.aml?.currentstatus === "Red Flag";
}

/** The work queue: what still needs a reviewer (pending) or an AML look (red flag). */
function inWorkQueue(record: SubmissionRecord): boolean {
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
function isPastRange(record: SubmissionRecord, view: Pick<QueueView, "from">): boolean {
  return !!view.from && dayOf(record.created_at) < view.from;
}

export type ListPage = (query: {
  userid?: string;
  email?: string;
  /** Inclusive UTC days, YYYY-MM-DD: the upstream narrows the list, the scan checks again. */
  start_date?: string;
  end_date?: string;
  count: number;
  nextpage?: PageKey;
}) => Promise<SubmissionList>;

export interface ScanProgress {
  /** Records looked at so far in this scan. */
  scanned: number;
  /** Matches found so far in this scan (at most the page size). */
  matched: number;
  /** The matches found in the latest upstream batch. */
  found: SubmissionRecord[];
}

export type ScanStop = "page_full" | "end_of_data" | "past_range" | "budget";

export interface ScanEnd {
  scanned: number;
  matched: number;
  /** Where the next page starts upstream; null when nothing can follow. */
  next: PageKey | null;
  stop: ScanStop;
}

export interface ScanOptions {
  /** Upstream batch sizes: small first so the first matches show quickly, then larger. */
  firstBatch?: number;
  maxBatch?: number;
  /** Records one scan may look at before it stops and offers to continue. */
  budget?: number;
}

const keyOf = (record: SubmissionRecord): PageKey => ({
  id: record.submission_id,
  created_at: record.created_at,
});

/** A view with any page size (the queue offers four; "next in queue" asks for one). */
export type ScanView = Omit<QueueView, "size"> & { size: number };

export async function* scanSubmissions(
  list: ListPage,
  view: ScanView,
  options: ScanOptions = {},
): AsyncGenerator<ScanProgress, ScanEnd> {
  const maxBatch = options.maxBatch ?? 2000;
  const budget = options.budget ?? 100_000;
  let batch = Math.min(maxBatch, options.firstBatch ?? 250);
  const upstream = { userid: view.userid, email: view.email, start_date: view.from, end_date: view.to };
  let scanned = 0;
  let matched = 0;

  let pending: Promise<SubmissionList> | null = list({ ...upstream, count: batch, nextpage: view.at });
  while (pending) {
    const page = await pending;
    pending = null;
    const more = page.nextpageKey;
    // Fetch the next batch while this one is filtered; dropped if this one fills the page.
    const budgetLeft = scanned + page.Items.length < budget;
    if (more && budgetLeft) {
      batch = Math.min(maxBatch, batch * 2);
      pending = list({ ...upstream, count: batch, nextpage: more });
      pending.catch(() => undefined); // surfaced when awaited; avoid an unhandled rejection if dropped
    }

    const found: SubmissionRecord[] = [];
    for (const [index, record] of page.Items.entries()) {
      scanned++;
      if (isPastRange(record, view)) {
        yield { scanned, matched, found };
        return { scanned, matched, next: null, stop: "past_range" };
      }
      if (!matchesView(record, view)) continue;
      found.push(record);
      matched++;
      if (matched === view.size) {
        yield { scanned, matched, found };
        const last = index === page.Items.length - 1 && !more;
        return { scanned, matched, next: last ? null : keyOf(record), stop: "page_full" };
      }
    }
    yield { scanned, matched, found };
    if (!more) return { scanned, matched, next: null, stop: "end_of_data" };
    if (!budgetLeft) {
      const last = page.Items.at(-1);
      return { scanned, matched, next: last ? keyOf(last) : more, stop: "budget" };
    }
  }
  throw new Error("the scan ended without a result"); // every path above returns
}
