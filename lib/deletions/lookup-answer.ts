// The answer to "was this person's data deleted?" for one deletion record, in every state:
// who asked, who decided (approved or rejected: never "approved" for a rejection), and
// whether the data is gone, in the reader's words (English by default). Browser-safe: the
// audit page's lookup renders it.
import { createTranslator } from "next-intl";
import { catalogues } from "../i18n/messages";
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

/** The lookup's words (audit.lookup in the catalogues), in the reader's language. */
export type LookupWords = (
  key: `summary.${DeletionSummary}` | `step.${StepVerb}`,
  values: Record<string, string>,
) => string;
type DeletionSummary = "requested" | "rejected" | "deleted" | "failed" | "unknown";
type StepVerb = "requested" | "rejected" | "approved";

const englishWords: LookupWords = (key, values) =>
  createTranslator({ locale: "en", messages: catalogues.en, namespace: "audit.lookup", timeZone: "UTC" })(
    key,
    values,
  );

export function deletionAnswer(
  d: LookedUpDeletion,
  time: (iso: string | null) => string,
  say: LookupWords = englishWords,
): DeletionAnswer {
  const steps = [say("step.requested", { who: d.requestedByEmail, time: time(d.requestedAt) })];
  const decided = (verb: StepVerb) =>
    d.decidedByEmail ? [say(`step.${verb}`, { who: d.decidedByEmail, time: time(d.decidedAt) })] : [];
  switch (d.status) {
    case "requested":
      return { deleted: "no", summary: say("summary.requested", {}), steps };
    case "rejected":
      return {
        deleted: "no",
        summary: say("summary.rejected", {}),
        steps: [...steps, ...decided("rejected")],
      };
    case "deleted":
      return {
        deleted: "yes",
        summary: say("summary.deleted", { time: time(d.completedAt) }),
        steps: [...steps, ...decided("approved")],
      };
    case "failed":
      return { deleted: "no", summary: say("summary.failed", {}), steps: [...steps, ...decided("approved")] };
    case "executing":
    case "unknown":
      return {
        deleted: "unknown",
        summary: say("summary.unknown", {}),
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
