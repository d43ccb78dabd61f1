// The answer to "was this person's data deleted?" for one deletion record, in every state:
// who asked, who decided (approved or rejected: never "approved" for a rejection), and
// whether the data is gone. Browser-safe: the audit page's lookup renders it.
import type { DeletionStatus } from "./states";

export interface LookedUpDeletion {
  status: DeletionStatus;
  requestedByEmail: string;
  requestedAt: string;
  decidedByEmail: string | null;
  decidedAt: string | null;
  completedAt: string | null;
}

export interface DeletionStep {
  step: "requested" | "approved" | "rejected";
  by: string;
  at: string | null;
}

/** The answer in words' keys (`deletions.lookup.summary.*`, `deletions.lookup.steps.*`): the page says them. */
export interface DeletionAnswer {
  /** Whether the applicant's data of this submission is gone: yes, no, or not known yet. */
  deleted: "yes" | "no" | "unknown";
  summary: "awaiting" | "rejected" | "deleted" | "failed" | "confirming";
  /** When the data was deleted (for "deleted"). */
  at: string | null;
  steps: DeletionStep[];
}

export function deletionAnswer(d: LookedUpDeletion): DeletionAnswer {
  const steps: DeletionStep[] = [{ step: "requested", by: d.requestedByEmail, at: d.requestedAt }];
  const decided = (step: "approved" | "rejected"): DeletionStep[] =>
    d.decidedByEmail ? [{ step, by: d.decidedByEmail, at: d.decidedAt }] : [];
  const answer = (
    deleted: DeletionAnswer["deleted"],
    summary: DeletionAnswer["summary"],
    more: DeletionStep[],
  ) => ({
    deleted,
    summary,
    at: summary === "deleted" ? d.completedAt : null,
    steps: [...steps, ...more],
  });
  switch (d.status) {
    case "requested":
      return answer("no", "awaiting", []);
    case "rejected":
      return answer("no", "rejected", decided("rejected"));
    case "deleted":
      return answer("yes", "deleted", decided("approved"));
    case "failed":
      return answer("no", "failed", decided("approved"));
    case "executing":
    case "unknown":
      return answer("unknown", "confirming", decided("approved"));
  }
}

/** A case of the applicant the dashboard still holds (from the case index). */
export interface HeldCase {
  submissionId: string;
  createdAt: string;
  status: string;
  decidedHere: boolean;
}

/**
 * "Was this person's data deleted?" has three honest answers: yes (and by whom), no (the data
 * is still held: which cases), or the address was never seen here. Held wins over deleted: an
 * applicant with one case erased and another still kept has data held.
 */
export type ApplicantAnswer = "held" | "deleted" | "never_seen";

export function applicantAnswer(
  held: readonly HeldCase[],
  deletions: readonly Pick<LookedUpDeletion, "status">[],
): ApplicantAnswer {
  if (held.length > 0) return "held";
  // A deletion not carried out leaves the data at the KYC service even if the index lacks it.
  if (deletions.some((d) => d.status !== "deleted")) return "held";
  return deletions.length > 0 ? "deleted" : "never_seen";
}
