// A case's lookup as the dashboard runs it: the upstream list through the typed client, the
// result stored as the case's group. Run when a case is opened and again when it is approved.
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { upstream } from "../actions/upstream";
import { listPage } from "../queue/stream";
import { collectDuplicates, type LookupEnd } from "./find";
import { recordLookup } from "./store";

/** Only an open case is looked up: an approved one has the interface's own applicant lookup. */
export const looksForDuplicates = (record: SubmissionRecord) =>
  record.kyc.result === "pending" || record.kyc.result === "incomplete";

function store(record: SubmissionRecord, result: LookupEnd & { candidates: SubmissionRecord[] }) {
  return recordLookup(record.submission_id, {
    matchIds: result.candidates.map((c) => c.submission_id),
    scanned: result.scanned,
    complete: result.complete,
  });
}

/** For the case page: the candidates themselves and the group as stored. Upstream errors propagate. */
export async function lookUpAndRecord(record: SubmissionRecord) {
  const result = await collectDuplicates(listPage, record);
  return { ...result, group: await store(record, result) };
}
export type CaseLookup = Awaited<ReturnType<typeof lookUpAndRecord>>;

/** For an approval: a fresh lookup, so a duplicate approved since the case was opened counts. */
export async function groupBeforeApproval(record: SubmissionRecord, prefix: string) {
  const result = await upstream(() => collectDuplicates(listPage, record), "duplicates", prefix);
  return store(record, result);
}
