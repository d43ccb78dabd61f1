// The managers' triage figures as pure functions over rows (tested without a service):
// the backlog by age with its overdue part, the AML red-flag share among screened
// submissions, and the median time from submission to a decision recorded here.

const hour = 3_600_000;
/** The backlog's ages; each key's words are overview.backlog.ages in the catalogues. */
export const ageBuckets = [
  { key: "under4h", upTo: 4 * hour },
  { key: "h4to24", upTo: 24 * hour },
  { key: "d1to3", upTo: 72 * hour },
  { key: "d3to7", upTo: 168 * hour },
  { key: "over7d", upTo: Infinity },
] as const;
export type AgeKey = (typeof ageBuckets)[number]["key"];

export interface Backlog {
  /** Open cases (pending upstream, not decided here) per age bucket, in ageBuckets' order. */
  byAge: number[];
  overdue: number;
}

export interface AmlShare {
  redFlag: number;
  screened: number;
  /** Submissions the list shows without an AML block: not screened (yet). */
  notScreened: number;
}

export interface Triage {
  backlog: Backlog;
  aml: AmlShare;
}

export function emptyTriage(): Triage {
  return {
    backlog: { byAge: ageBuckets.map(() => 0), overdue: 0 },
    aml: { redFlag: 0, screened: 0, notScreened: 0 },
  };
}

/** The median of the hours from submission to the first decision recorded here. */
export function medianHoursToDecision(
  decisions: readonly { submissionId: string; createdAt: Date }[],
  createdOf: ReadonlyMap<string, string>,
): { hours: number | null; measured: number } {
  const first = new Map<string, number>();
  for (const d of decisions) {
    const t = d.createdAt.getTime();
    if (!first.has(d.submissionId) || t < first.get(d.submissionId)!) first.set(d.submissionId, t);
  }
  const waits = [...first]
    .filter(([id]) => createdOf.has(id))
    .map(([id, t]) => (t - Date.parse(createdOf.get(id)!)) / hour)
    .sort((a, b) => a - b);
  if (waits.length === 0) return { hours: null, measured: 0 };
  const mid = Math.floor(waits.length / 2);
  const hours = waits.length % 2 ? waits[mid]! : (waits[mid - 1]! + waits[mid]!) / 2;
  return { hours, measured: waits.length };
}
