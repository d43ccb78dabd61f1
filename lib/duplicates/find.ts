// Finding the approved submissions of a case's person before it is approved. The interface
// can look duplicates up only by applicant_id, which only approved submissions have, and its
// list filters only by submission id, userid and e-mail: so the e-mail filter is asked first
// (a second submission under the same address is found with one request), then the dashboard
// pages the whole list newest first and applies the rule itself (lib/queue/scan.ts), up to a
// named cap. Progress is reported per upstream batch; nothing is claimed that was not looked at.
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { scanSubmissions, type ListPage, type ScanView } from "../queue/scan";
import { duplicateMatcher, personKey } from "./rule";

/** Records one lookup may look at; older ones are not checked, and the page says so. */
export const lookupCap = 100_000;
/** Candidates kept per case: more than a reviewer can compare, and the group says "more". */
export const candidateCap = 20;

export interface LookupProgress {
  scanned: number;
  /** Candidates found in this step. */
  found: SubmissionRecord[];
}

export interface LookupEnd {
  scanned: number;
  /** True when every submission was looked at (neither the cap nor the candidate limit stopped it). */
  complete: boolean;
  /** Why nothing can be found: the case lacks a name, birth date, nationality or gender. */
  unidentified: boolean;
}

const allApproved = (size: number): ScanView => ({
  tab: "all",
  status: ["approved"],
  sort: { column: "created", desc: true },
  trail: [],
  size,
});

export async function* lookForDuplicates(
  list: ListPage,
  self: SubmissionRecord,
  options: { budget?: number; cap?: number } = {},
): AsyncGenerator<LookupProgress, LookupEnd> {
  if (personKey(self.data) === null) return { scanned: 0, complete: true, unidentified: true };
  const cap = options.cap ?? candidateCap;
  const isDuplicate = duplicateMatcher(self);
  const seen = new Set<string>();
  let found = 0;
  if (self.email) {
    const sameAddress = await list({ email: self.email, count: 2000 });
    const hits = sameAddress.Items.filter(isDuplicate).slice(0, cap);
    for (const hit of hits) seen.add(hit.submission_id);
    found = hits.length;
    if (hits.length > 0) yield { scanned: 0, found: hits };
  }
  if (found >= cap) return { scanned: 0, complete: false, unidentified: false };
  const scan = scanSubmissions(list, allApproved(cap - found), {
    budget: options.budget ?? lookupCap,
    also: (record) => isDuplicate(record) && !seen.has(record.submission_id),
  });
  for (;;) {
    const step = await scan.next();
    if (step.done) {
      const { scanned, stop } = step.value;
      return { scanned, complete: stop === "end_of_data", unidentified: false };
    }
    const hits = step.value.found.slice(0, cap - found);
    found += hits.length;
    yield { scanned: step.value.scanned, found: hits };
  }
}

/** The whole lookup at once (the case page and approval need all of it). */
export async function collectDuplicates(
  list: ListPage,
  self: SubmissionRecord,
  options: { budget?: number; cap?: number } = {},
): Promise<LookupEnd & { candidates: SubmissionRecord[] }> {
  const candidates: SubmissionRecord[] = [];
  const lookup = lookForDuplicates(list, self, options);
  for (;;) {
    const step = await lookup.next();
    if (step.done) return { ...step.value, candidates };
    candidates.push(...step.value.found);
  }
}
