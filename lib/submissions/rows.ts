// What the queue shows of a submission: plain values, safe to hand to client components.
import type { SubmissionSummary } from "../../common/kyc-api/schemas";

export interface SubmissionRow {
  id: string;
  createdAt: string;
  name: string | null;
  nationality: string | null;
  idType: string | null;
  status: string;
  amlStatus: string | null;
  riskLevel: string | null;
  /** Number of step 2 attempts, when the upstream list carries them. */
  attempts: number | null;
  email: string | null;
  userid: string | null;
}

/** From a full record or a list summary (SubmissionSummary is the part a row reads). */
export function toSubmissionRow(record: SubmissionSummary): SubmissionRow {
  return {
    id: record.submission_id,
    createdAt: record.created_at,
    name: record.data.name ?? null,
    nationality: record.data.nationality ?? null,
    idType: record.data.idType ?? null,
    status: record.kyc.result,
    amlStatus: record.aml?.currentstatus ?? null,
    riskLevel: record.aml?.risk_level_summary ?? null,
    attempts: record.kyc.attempts?.length ?? null,
    email: record.email ?? null,
    userid: record.userid ?? null,
  };
}
