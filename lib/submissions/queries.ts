// Reads for the case page: the submission (live, through the typed KYC client), the next one in
// the reviewer's queue (from the case index), and the same person's other approved submissions.
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { kyc } from "../kyc/connection";
import { upstreamFailure } from "../kyc/errors";
import { queuePage } from "../queue/page";
import type { QueueView } from "../queue/view";

/** One submission with attempts and AML, or null when the upstream has none by that id. */
export function fetchSubmission(id: string): Promise<SubmissionRecord | null> {
  return kyc().getSubmission(id);
}

/**
 * The submission after `current` in the view's order (for "next in queue"), from the case
 * index, skipping cases a colleague holds.
 */
export async function fetchNextInQueue(
  view: QueueView,
  current: SubmissionRecord,
  me: string,
): Promise<string | null> {
  const at = { id: current.submission_id, created_at: current.created_at };
  // Skipping colleagues' cases: the reviewer's own and free ones stay in.
  const where = view.tab === "decided" ? {} : { OR: [{ holderId: null }, { holderId: me }] };
  const page = await queuePage({ ...view, size: 1, at }, me, where);
  return page.rows[0]?.id ?? null;
}

export interface Duplicate {
  id: string;
  email: string | null;
  /** The other submission as the upstream returns it; null if it could not be read. */
  record: SubmissionRecord | null;
}

/** Other approved submissions of the same person (GET /v2/submission/applicant), each read in full. */
export async function fetchDuplicates(
  record: SubmissionRecord,
  limit = 10,
): Promise<{ duplicates: Duplicate[]; more: number }> {
  if (!record.applicant_id) return { duplicates: [], more: 0 };
  const items = await kyc().listApplicantSubmissions(record.applicant_id);
  const others = items.filter((item) => item.submission_id !== record.submission_id);
  const shown = others.slice(0, limit);
  const records = await Promise.all(
    shown.map((item) =>
      // One unreadable record is shown as such in the comparison; the failure is logged.
      kyc()
        .getSubmission(item.submission_id)
        .catch((error: unknown) => (upstreamFailure(error, "duplicate record"), null)),
    ),
  );
  return {
    duplicates: shown.map((item, i) => ({
      id: item.submission_id,
      email: item.email ?? null,
      record: records[i] ?? null,
    })),
    more: others.length - shown.length,
  };
}
