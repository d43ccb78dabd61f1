// A case's duplicate lookup as the dashboard runs it: candidates from the case index, each
// read live through the typed client. The case page only reads (the group is stored by the
// index's sync when the case or a namesake enters it); an approval looks again and stores.
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { upstream } from "../actions/upstream";
import type { MessageKey } from "../actions/words";
import { db } from "../db";
import { kyc } from "../kyc/connection";
import { candidateCap, collectDuplicates, type LookupSources } from "./find";
import { recordLookup } from "./store";

/** Only an open case is looked up: an approved one has the interface's own applicant lookup. */
export const looksForDuplicates = (record: SubmissionRecord) =>
  record.kyc.result === "pending" || record.kyc.result === "incomplete";

const sources: LookupSources = {
  indexed: async (key) =>
    (
      await db().indexedSubmission.findMany({
        where: { personKey: key, status: "approved" },
        orderBy: [{ createdAt: "asc" }, { submissionId: "asc" }],
        take: candidateCap + 1,
        select: { submissionId: true },
      })
    ).map((r) => r.submissionId),
  byEmail: async (email) => (await kyc().listSubmissions({ email, count: 200 })).Items,
  read: (id) => kyc().getSubmission(id),
};

const indexBuilt = async () =>
  !!(await db().caseIndexState.findUnique({ where: { id: "submissions" } }))?.builtAt;

/** For the case page: the candidates, read live; nothing is written. Upstream errors propagate. */
export async function lookUp(record: SubmissionRecord) {
  return collectDuplicates(sources, record, await indexBuilt());
}

/** For an approval: a fresh lookup, stored, so a duplicate approved since the last sync counts. */
export async function groupBeforeApproval(record: SubmissionRecord, notDone: MessageKey) {
  const complete = await indexBuilt();
  const result = await upstream(() => collectDuplicates(sources, record, complete), "duplicates", notDone);
  return recordLookup(record.submission_id, {
    matchIds: result.candidates.map((c) => c.submission_id),
    scanned: 0,
    complete: result.complete,
  });
}
