// What the queue shows of a submission, as /api/submissions/rows sends it (JSON) and the
// queue page draws it. Safe for the browser.
import type { DueCase } from "./deadline";

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
  /** Who holds the case in this dashboard (their name), if anyone. */
  holder: string | null;
  holderId: string | null;
  /** When the case was last decided here (ISO), if it was. */
  decidedAt: string | null;
  /** A possible-duplicate group of this case awaiting a resolution here, if any. */
  duplicate: AwaitingDuplicate | null;
  /** A deletion of this case was requested here and is not settled: it may not be approved. */
  deletionPending: boolean;
}

/** What the deadline rule reads of a row: a case decided here or no longer pending is never late. */
export const dueCaseOf = (row: SubmissionRow): DueCase => ({
  createdAt: row.createdAt,
  redFlag: row.amlStatus === "Red Flag",
  open: row.status === "pending" && !row.decidedAt,
});

/** "open": a reviewer must resolve it; "escalated": suspected fraud, a manager settles it. */
export type AwaitingDuplicate = "open" | "escalated";

/** Who holds a case, as a row shows it. */
export interface RowHolder {
  id: string;
  name: string;
}

/** A queue page as the route answers it: the rows and the cursor of the next page, if any. */
export interface RowsAnswer {
  rows: SubmissionRow[];
  next: string | null;
}
