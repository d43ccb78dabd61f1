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

export interface DeletionAnswer {
  /** Whether the applicant's data of this submission is gone: yes, no, or not known yet. */
  deleted: "yes" | "no" | "unknown";
  summary: string;
  steps: string[];
}

export function deletionAnswer(d: LookedUpDeletion, time: (iso: string | null) => string): DeletionAnswer {
  const steps = [`requested by ${d.requestedByEmail} ${time(d.requestedAt)}`];
  const decided = (verb: string) =>
    d.decidedByEmail ? [`${verb} by ${d.decidedByEmail} ${time(d.decidedAt)}`] : [];
  switch (d.status) {
    case "requested":
      return { deleted: "no", summary: "Not deleted: the request awaits a manager's approval.", steps };
    case "rejected":
      return {
        deleted: "no",
        summary: "Not deleted: the request was rejected.",
        steps: [...steps, ...decided("rejected")],
      };
    case "deleted":
      return {
        deleted: "yes",
        summary: `Deleted ${time(d.completedAt)}.`,
        steps: [...steps, ...decided("approved")],
      };
    case "failed":
      return {
        deleted: "no",
        summary: "Not deleted: the approved deletion failed at the KYC service and awaits a retry.",
        steps: [...steps, ...decided("approved")],
      };
    case "executing":
    case "unknown":
      return {
        deleted: "unknown",
        summary: "Approved; whether the KYC service has deleted it is being confirmed.",
        steps: [...steps, ...decided("approved")],
      };
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
