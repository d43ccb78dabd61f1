// The dashboard-side filter. The interface filters upstream only by submission id, userid and
// e-mail; every other filter of a queue view is applied here while paging upstream newest
// first: keep the records that match, stop as soon as a page of matches is full, report what
// was scanned as it goes, and never claim a total that was not counted. The next page
// continues from the key of the last record looked at, so no record is skipped or shown twice.
import type { PageKey, SubmissionList, SubmissionRecord } from "../../common/kyc-api/schemas";
import { searchKind, textMatcher } from "./search";
import type { QueueView, Tab } from "./view";

/** What the dashboard itself knows about submissions: decisions recorded here and holders. */
export interface LocalState {
  /** Submission id to when it was last decided here (ISO). */
  decided: ReadonlyMap<string, string>;
  /** Submission id to the id of the reviewer who holds it. */
  holders: ReadonlyMap<string, string>;
  /** Submission id to its duplicate group's state, for cases whose group awaits a resolution. */
  duplicates?: ReadonlyMap<string, "open" | "escalated">;
  /** The reviewer looking (for "Assigned to me"). */
  me?: string;
}

export const noLocalState: LocalState = { decided: new Map(), holders: new Map() };

/**
 * The tabs. A case decided here leaves Needs decision at once, even while the upstream
 * still says pending (a decision recorded here only, or not yet applied).
 */
function inTab(record: SubmissionRecord, tab: Tab, local: LocalState): boolean {
  const id = record.submission_id;
  const open = record.kyc.result === "pending" && !local.decided.has(id);
  switch (tab) {
    case "needs":
      return open;
    case "mine":
      return !!local.me && local.holders.get(id) === local.me && !local.decided.has(id);
    case "unassigned":
      return open && !local.holders.has(id);
    case "awaiting":
      return record.kyc.result === "incomplete";
    case "decided":
      return local.decided.has(id);
    case "all":
      return true;
  }
}

/** created_at as a UTC day, compared as text: ISO dates sort as strings. */
const dayOf = (createdAt: string) => createdAt.slice(0, 10);
const sameEmail = (a: string | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

type Filters = Omit<QueueView, "size" | "sort" | "trail" | "at">;

/** A prepared test of one view (the search folded once, not once per record). */
export function viewMatcher(view: Filters, local: LocalState = noLocalState) {
  const text = view.q && searchKind(view.q) === "text" ? textMatcher(view.q) : null;
  return (record: SubmissionRecord): boolean => {
    if (!inTab(record, view.tab, local)) return false;
    if (view.status.length && !view.status.includes(record.kyc.result)) return false;
    // A list record without aml was not screened, as far as the dashboard can tell.
    if (view.aml && (record.aml?.currentstatus ?? "Not Screened") !== view.aml) return false;
    if (view.risk && (record.aml?.risk_level_summary ?? "Not Screened") !== view.risk) return false;
    if (view.from && dayOf(record.created_at) < view.from) return false;
    if (view.to && dayOf(record.created_at) > view.to) return false;
    // Upstream filters are applied again: a vendor that ignored one must not widen the view.
    if (view.userid && record.userid !== view.userid) return false;
    if (view.email && !sameEmail(record.email, view.email)) return false;
    if (view.submissionId && record.submission_id !== view.submissionId) return false;
    if (view.q && !text && !sameEmail(record.email, view.q)) return false;
    if (
      text &&
      !text({
        id: record.submission_id,
        userid: record.userid ?? null,
        email: null,
        name: record.data.name ?? null,
      })
    )
      return false;
    return true;
  };
}

export function matchesView(record: SubmissionRecord, view: Filters, local?: LocalState): boolean {
  return viewMatcher(view, local)(record);
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
  /** Decisions and holders known here (none: only the upstream's view of each record). */
  local?: LocalState;
  /** The e-mail to ask upstream for, when the search box holds one (see emailAttempts). */
  email?: string;
  /** A further condition (e.g. "nobody holds it" for Next). */
  also?: (record: SubmissionRecord) => boolean;
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
  const upstream = {
    userid: view.userid,
    email: view.email ?? options.email,
    start_date: view.from,
    end_date: view.to,
  };
  const inView = viewMatcher(view, options.local);
  const also = options.also;
  const matches = also ? (r: SubmissionRecord) => inView(r) && also(r) : inView;
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
      if (!matches(record)) continue;
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
