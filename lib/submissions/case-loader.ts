// The case page's one loader: the submission read live, its deletion story and its AML
// verdicts, as a typed result the page only displays. The page's slower parts (next in queue,
// duplicates) are still read by their own components inside Suspense.
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { currentVerdicts, rememberedFalsePositives, unresolvedMatches } from "../aml-verdicts/verdicts";
import { upstreamFailure } from "../kyc/errors";
import { fetchCaseDeletion } from "./case-deletion";
import { fetchSubmission } from "./queries";

type Deletion = Awaited<ReturnType<typeof fetchCaseDeletion>>;

export type CaseLoad =
  | {
      ok: true;
      record: SubmissionRecord;
      deletion: Deletion;
      verdicts: Awaited<ReturnType<typeof currentVerdicts>>;
      remembered: Awaited<ReturnType<typeof rememberedFalsePositives>>;
      unresolved: number;
    }
  /** The service could not be asked: its safe message, and the code for the audit log. */
  | { ok: false; kind: "upstream"; userMessage: string; code: string }
  /** The service has no such submission; `deletion` says whether it was deleted here. */
  | { ok: false; kind: "missing"; deletion: Deletion };

export async function loadCase(id: string): Promise<CaseLoad> {
  let record: SubmissionRecord | null;
  try {
    record = await fetchSubmission(id);
  } catch (error) {
    const failure = upstreamFailure(error, "submission");
    return { ok: false, kind: "upstream", userMessage: failure.userMessage, code: failure.code };
  }
  const deletion = await fetchCaseDeletion(id);
  if (!record) return { ok: false, kind: "missing", deletion };
  const [verdicts, remembered] = await Promise.all([currentVerdicts(id), rememberedFalsePositives(record)]);
  return {
    ok: true,
    record,
    deletion,
    verdicts,
    remembered,
    unresolved: unresolvedMatches(record, verdicts).length,
  };
}
