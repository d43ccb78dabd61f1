// The case page's one loader: the submission read live, its deletion story, its AML
// verdicts, its signed case records and its retention rule, as a typed result the page only displays. The page's slower parts (next in queue,
// duplicates) are still read by their own components inside Suspense.
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { currentVerdicts, rememberedFalsePositives, unresolvedMatches } from "../aml-verdicts/verdicts";
import { fetchCaseRecords } from "../evidence/queries";
import { retentionFor } from "../evidence/retention-check";
import { upstreamResult, type KycApiError } from "../kyc/errors";
import { fetchCaseDeletion } from "./case-deletion";
import { fetchSubmission } from "./queries";

type Deletion = Awaited<ReturnType<typeof fetchCaseDeletion>>;
type CaseRecords = Awaited<ReturnType<typeof fetchCaseRecords>>;

export type CaseLoad =
  | {
      ok: true;
      record: SubmissionRecord;
      deletion: Deletion;
      caseRecords: CaseRecords;
      retention: Awaited<ReturnType<typeof retentionFor>>;
      verdicts: Awaited<ReturnType<typeof currentVerdicts>>;
      remembered: Awaited<ReturnType<typeof rememberedFalsePositives>>;
      unresolved: number;
    }
  /** The service could not be asked: the logged failure (its userMessage for the page). */
  | { ok: false; kind: "upstream"; failure: KycApiError }
  /** The service has no such submission; `deletion` says whether it was deleted here. */
  | { ok: false; kind: "missing"; deletion: Deletion; caseRecords: CaseRecords };

export async function loadCase(id: string): Promise<CaseLoad> {
  const read = await upstreamResult(() => fetchSubmission(id), "submission");
  if (!read.ok) return { ok: false, kind: "upstream", failure: read.failure };
  const record = read.value;
  const [deletion, caseRecords] = await Promise.all([fetchCaseDeletion(id), fetchCaseRecords(id)]);
  if (!record) return { ok: false, kind: "missing", deletion, caseRecords };
  const [verdicts, remembered, retention] = await Promise.all([
    currentVerdicts(id, record),
    rememberedFalsePositives(record),
    retentionFor(record),
  ]);
  return {
    ok: true,
    record,
    deletion,
    caseRecords,
    retention,
    verdicts,
    remembered,
    unresolved: unresolvedMatches(record, verdicts).length,
  };
}
