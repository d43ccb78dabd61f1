// Finding the approved submissions of a case's person. The case index holds the rule's key of
// every submission (lib/case-index/), so the candidates are one indexed lookup; the interface's
// e-mail filter adds any submission under the same address approved since the last sync, and
// every candidate is read live and checked against the rule again before it counts (so an
// approval never rests on an index that lags).
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { duplicateMatcher, personKey } from "./rule";

/** Candidates kept per case: more than a reviewer can compare, and the group says "more". */
export const candidateCap = 20;

export interface LookupSources {
  /** Ids of indexed approved submissions with the same rule key. */
  indexed: (key: string) => Promise<string[]>;
  /** Submissions under one e-mail address (the interface's filter). */
  byEmail: (email: string) => Promise<SubmissionRecord[]>;
  /** One submission read live, or null when gone. */
  read: (id: string) => Promise<SubmissionRecord | null>;
}

export interface LookupResult {
  candidates: SubmissionRecord[];
  /** True when the index was built: every submission was looked at. */
  complete: boolean;
  /** Why nothing can be found: the case lacks a name, birth date, nationality or gender. */
  unidentified: boolean;
}

export async function collectDuplicates(
  sources: LookupSources,
  self: SubmissionRecord,
  complete: boolean,
): Promise<LookupResult> {
  const key = personKey(self.data);
  if (key === null) return { candidates: [], complete: true, unidentified: true };
  const isDuplicate = duplicateMatcher(self);
  const [ids, sameAddress] = await Promise.all([
    sources.indexed(key),
    self.email ? sources.byEmail(self.email) : Promise.resolve([]),
  ]);
  const fromAddress = sameAddress.filter(isDuplicate);
  const known = new Set(fromAddress.map((r) => r.submission_id));
  const toRead = ids.filter((id) => !known.has(id)).slice(0, candidateCap);
  const read = await Promise.all(toRead.map((id) => sources.read(id)));
  const confirmed = read.filter((r): r is SubmissionRecord => r !== null && isDuplicate(r));
  return { candidates: [...fromAddress, ...confirmed].slice(0, candidateCap), complete, unidentified: false };
}
