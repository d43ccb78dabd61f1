// Reads of submissions for Server Components, through the typed KYC client.
import "server-only";
import { kyc } from "../kyc/server";
import type { PageKey, SubmissionRecord } from "../kyc/schemas";

/** What the queue shows of a submission: plain values, safe to hand to client components. */
export interface SubmissionRow {
  id: string;
  createdAt: string;
  name: string | null;
  nationality: string | null;
  idType: string | null;
  status: string;
  amlStatus: string | null;
  riskLevel: string | null;
  email: string | null;
  userid: string | null;
}

export function toSubmissionRow(record: SubmissionRecord): SubmissionRow {
  return {
    id: record.submission_id,
    createdAt: record.created_at,
    name: record.data.name ?? null,
    nationality: record.data.nationality ?? null,
    idType: record.data.idType ?? null,
    status: record.kyc.result,
    amlStatus: record.aml?.currentstatus ?? null,
    riskLevel: record.aml?.risk_level_summary ?? null,
    email: record.email ?? null,
    userid: record.userid ?? null,
  };
}

export async function fetchSubmissionPage(options: { count: number; after?: PageKey }) {
  const page = await kyc().listSubmissions({ count: options.count, nextpage: options.after });
  return { rows: page.Items.map(toSubmissionRow), next: page.nextpageKey ?? null };
}
