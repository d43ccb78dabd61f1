// Reads of submissions for Server Components and route handlers, through the typed KYC client.
import "server-only";
import { kyc } from "../kyc/connection";
import type { PageKey, SubmissionRecord } from "../../common/kyc-api/schemas";
import type { QueueView } from "./filters";
import { toSubmissionRow, type SubmissionRow } from "./rows";
import { scanSubmissions, type ListPage } from "./scan";
import { matchesView } from "./matches";

export type { SubmissionRow } from "./rows";

export interface QueuePage {
  rows: SubmissionRow[];
  next: PageKey | null;
}

const listPage: ListPage = (query) => kyc().listSubmissions(query);

/** One page of a view the upstream can filter alone: one call, no scan, only the row's fields read. */
export async function fetchSubmissionPage(
  view: Pick<QueueView, "size" | "at" | "userid" | "email">,
): Promise<QueuePage> {
  const page = await kyc().listSubmissionSummaries({
    count: view.size,
    nextpage: view.at,
    userid: view.userid,
    email: view.email,
  });
  return { rows: page.Items.map(toSubmissionRow), next: page.nextpageKey ?? null };
}

/** A view by submission id: the single-submission query, filtered like any other view. */
export async function fetchSubmissionById(view: QueueView): Promise<QueuePage> {
  if (view.at) return { rows: [], next: null };
  const record = await kyc().getSubmission(view.submissionId!);
  return { rows: record && matchesView(record, view) ? [toSubmissionRow(record)] : [], next: null };
}

/** The dashboard-side scan of a view, as an async generator of progress (see scan.ts). */
export function scanView(view: QueueView) {
  return scanSubmissions(listPage, view);
}

/** One submission with attempts and AML, or null when the upstream has none by that id. */
export function fetchSubmission(id: string): Promise<SubmissionRecord | null> {
  return kyc().getSubmission(id);
}

/** The submission after `current` in the view's order that matches it (for "next in queue"). */
export async function fetchNextInQueue(view: QueueView, current: SubmissionRecord): Promise<string | null> {
  const scan = scanSubmissions(
    listPage,
    { ...view, size: 1, at: { id: current.submission_id, created_at: current.created_at } },
    { firstBatch: 100, budget: 20_000 },
  );
  for (;;) {
    const step = await scan.next();
    if (step.done) return null;
    if (step.value.found[0]) return step.value.found[0].submission_id;
  }
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
      kyc()
        .getSubmission(item.submission_id)
        .catch(() => null),
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
