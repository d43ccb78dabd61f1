// Reads for the case page: the submission (live, through the typed KYC client) and the next one
// in the reviewer's queue (from the case index). The page reads them through case-loader.ts.
import "server-only";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { kyc } from "../kyc/connection";
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
