// What a case record says: what the reviewer saw and decided, built from what the dashboard
// read at the decision. Built twice from the same facts (issue-case-record.ts): once with the
// personal data as read, once with each personal value replaced by its keyed hash (the form
// kept after erasure), so `personal` decides which values are personal, in one place.
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { passThresholds } from "../decisions/approval-rules";
import type { Json } from "./canonical";

/** Turns a personal value into what this form of the record holds (the value, or its hash). */
export type Personal = (value: string, kind?: "email") => string;

export interface ImageDigest {
  type: string;
  /** present: the bytes the dashboard serves for this image; absent: the service has none. */
  state: "present" | "absent" | "unavailable";
  sha256?: string;
  bytes?: number;
  contentType?: string;
  problem?: string;
}

export interface CaseFacts {
  recordId: string;
  issuedAt: string;
  record: SubmissionRecord;
  verdicts: Map<string, { verdict: string; reason: string; reviewerEmail: string; createdAt: Date }>;
  duplicates: {
    status: string;
    matchIds: string[];
    outcome: string | null;
    reason: string | null;
    resolvedByEmail: string | null;
    resolvedAt: Date | null;
  } | null;
  notes: { authorEmail: string; createdAt: Date; body: string }[];
  decision: {
    id: string;
    outcome: string;
    reasonCode: string;
    reasonLabel: string;
    note: string | null;
    upstream: string;
    upstreamResult: string | null;
    decidedAt: Date;
    reviewer: { id: string; email: string };
    /** Four eyes: the reviewer who asked for the approval that `reviewer` confirmed. */
    firstReviewer: { id: string; email: string; at: Date } | null;
  };
  images: ImageDigest[];
}

const str = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
const text = (p: Personal, value: string | null | undefined) => (value ? p(value) : null);

function score(value: number | undefined, passMark: number) {
  return value === undefined ? null : { score: value, passMark, passed: value >= passMark };
}

export function caseRecordBody(f: CaseFacts, p: Personal): Json {
  const { record } = f;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(record.data ?? {}))
    if (value !== undefined && value !== null && value !== "") fields[key] = p(str(value));
  return {
    recordId: f.recordId,
    issuedAt: f.issuedAt,
    submission: {
      id: record.submission_id,
      createdAt: record.created_at,
      statusWhenDecided: record.kyc.result,
      email: record.email ? p(record.email, "email") : null,
      userId: text(p, record.userid),
      applicantId: text(p, record.applicant_id),
      fields,
      serviceComments: (record.kyc.comment ?? []).map((c) => p(c)),
      serviceCommentCodes: record.kyc.commentCode ?? [],
    },
    attempts: (record.kyc.attempts ?? []).map((a) => ({
      attempt: a.attemptCnt,
      at: a.created_at ?? null,
      faceSimilarity: score(a.faceSimilarityScore, passThresholds.faceSimilarity),
      liveness: score(a.livenessScore, passThresholds.liveness),
      verificationResult: a.verificationResult ?? null,
      retryMessage: a.retryMsg ?? null,
      error: a.error ?? null,
    })),
    aml: {
      riskLevel: record.aml?.risk_level_summary ?? null,
      status: record.aml?.currentstatus ?? null,
      listsScreened: Array.isArray(record.aml?.lists) ? (record.aml.lists as unknown[]).map(str) : [],
      matches: (record.aml?.matches ?? []).map((m) => {
        const verdict = f.verdicts.get(m.resource_id);
        return {
          resourceId: m.resource_id,
          list: typeof m.list === "string" ? m.list : null,
          listVersion: typeof m.list_version === "string" ? m.list_version : null,
          listCategory: typeof m.list_category === "string" ? m.list_category : null,
          listEntryId: typeof m.list_entry_id === "string" ? m.list_entry_id : null,
          listedName: typeof m.listed_name === "string" ? m.listed_name : null,
          screenedAs: typeof m.screened_as === "string" ? p(m.screened_as) : null,
          score: typeof m.score === "number" ? m.score : null,
          verdict: verdict
            ? {
                verdict: verdict.verdict,
                reason: p(verdict.reason),
                reviewer: verdict.reviewerEmail,
                at: verdict.createdAt.toISOString(),
              }
            : null,
        };
      }),
    },
    possibleDuplicates: f.duplicates
      ? {
          status: f.duplicates.status,
          submissionIds: f.duplicates.matchIds,
          resolution: f.duplicates.outcome,
          reason: text(p, f.duplicates.reason),
          resolvedBy: f.duplicates.resolvedByEmail,
          resolvedAt: f.duplicates.resolvedAt?.toISOString() ?? null,
        }
      : null,
    notes: f.notes.map((n) => ({ author: n.authorEmail, at: n.createdAt.toISOString(), body: p(n.body) })),
    decision: {
      id: f.decision.id,
      outcome: f.decision.outcome,
      reasonCode: f.decision.reasonCode,
      reason: f.decision.reasonLabel,
      note: text(p, f.decision.note),
      upstream: f.decision.upstream,
      upstreamResult: f.decision.upstreamResult,
      decidedAt: f.decision.decidedAt.toISOString(),
      reviewer: f.decision.reviewer,
      firstReviewer: f.decision.firstReviewer
        ? { ...f.decision.firstReviewer, at: f.decision.firstReviewer.at.toISOString() }
        : null,
    },
    images: f.images.map((i) => ({ ...i }) as Json),
  };
}
