// A case's possible duplicates for its page, read only: an open case's candidates from the case
// index (each read live) beside its group as the sync stored it; a decided one shows the group
// as it was found and resolved, its candidates read by id. The case loader runs it once and
// derives the summary strip's count and the Duplicates section from it.
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { kyc } from "../kyc/connection";
import { upstreamFailure } from "../kyc/errors";
import { candidateCap } from "./find";
import { looksForDuplicates, lookUp } from "./lookup";
import { groupOf } from "./queries";
import { idsOf } from "./store";

export async function caseLookup(record: SubmissionRecord) {
  const group = await groupOf(record.submission_id);
  if (looksForDuplicates(record)) return { ...(await lookUp(record)), group, stored: false };
  if (!group || group.status === "clear") return null;
  const ids = idsOf(group.matchIds).slice(0, candidateCap);
  const read = await Promise.all(
    ids.map((id) =>
      // One unreadable candidate is left out of the comparison; the failure is logged.
      kyc()
        .getSubmission(id)
        .catch((error: unknown) => (upstreamFailure(error, "duplicate candidate"), null)),
    ),
  );
  return {
    candidates: read.filter((r): r is SubmissionRecord => r !== null),
    group,
    complete: group.complete,
    unidentified: false,
    stored: true,
  };
}
export type CaseDuplicates = NonNullable<Awaited<ReturnType<typeof caseLookup>>>;
