// What a deletion request records for its evidence: the retention rule it was asked under
// (refused without a legal basis while the case is retained) and what it will erase.
import "server-only";
import { refusal } from "../actions/refusal";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { formatUtc } from "../time";
import type { ErasureScope } from "./erasure-receipt";
import { imageDigests } from "./image-digests";
import { isRetained, ruleMessage, type LegalBasis } from "./retention";
import { retentionFor } from "./retention-check";

export async function deletionRetention(record: SubmissionRecord, legalBasis: LegalBasis | undefined) {
  const rule = await retentionFor(record);
  if (!isRetained(rule)) return { legalBasis: legalBasis ?? null, retainedUntil: null };
  // Shown at the form's legal-basis field (which appears with it), in the reader's language;
  // times in UTC, as the refusal is also the audit log's reason.
  if (!legalBasis)
    throw refusal(
      "caseDeletion.errors.underRetention",
      { rule: [ruleMessage(rule, (d) => formatUtc(d))] },
      { field: "legalBasis" },
    );
  return { legalBasis, retainedUntil: rule.until };
}

/** Field names and image digests only: the values never reach the deletion request. */
export async function erasureScope(record: SubmissionRecord): Promise<string> {
  const fields = Object.entries(record.data ?? {})
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .map(([k]) => k)
    .sort();
  const scope: ErasureScope = { fields, images: await imageDigests(record.submission_id) };
  return JSON.stringify(scope);
}
