// A case's possible duplicates for its page. An open case is looked up afresh (and the group
// stored); a decided one shows the group as it was found and resolved, its candidates read by
// id. One per request: the summary strip and the Duplicates section share it (React's cache).
import "server-only";
import { cache } from "react";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { kyc } from "../kyc/connection";
import { candidateCap } from "./find";
import { looksForDuplicates, lookUpAndRecord } from "./lookup";
import { groupOf } from "./queries";
import { idsOf } from "./store";

export const caseLookup = cache(async (record: SubmissionRecord) => {
  if (looksForDuplicates(record)) return { ...(await lookUpAndRecord(record)), stored: false };
  const group = await groupOf(record.submission_id);
  if (!group || group.status === "clear") return null;
  const ids = idsOf(group.matchIds).slice(0, candidateCap);
  const read = await Promise.all(
    ids.map((id) =>
      kyc()
        .getSubmission(id)
        .catch(() => null),
    ),
  );
  return {
    candidates: read.filter((r): r is SubmissionRecord => r !== null),
    group,
    scanned: group.scanned,
    complete: group.complete,
    unidentified: false,
    stored: true,
  };
});
export type CaseDuplicates = NonNullable<Awaited<ReturnType<typeof caseLookup>>>;
