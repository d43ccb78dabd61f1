// What an erasure receipt says: which submission, what was erased (its data fields by name,
// its images by type and SHA-256, as read when the deletion was requested), when, who asked
// and who approved, what the service answered, and what is still kept and where. No personal
// data: the applicant appears only as the keyed hash of their e-mail.
import type { Json } from "./canonical";
import type { ImageDigest } from "./case-record";

export interface ErasureScope {
  fields: string[];
  images: ImageDigest[];
}

export interface ReceiptFacts {
  receiptId: string;
  issuedAt: string;
  deletion: {
    id: string;
    submissionId: string;
    submissionCreatedAt: Date | null;
    submissionStatus: string | null;
    emailHmac: string | null;
    reason: string;
    legalBasis: string | null;
    retainedUntil: Date | null;
    requestedById: string;
    requestedByEmail: string;
    requestedAt: Date;
    decidedById: string | null;
    decidedByEmail: string | null;
    decidedAt: Date | null;
    completedAt: Date | null;
    attempts: number;
  };
  fourEyes: boolean;
  scope: ErasureScope | null;
  serviceAnswer: string;
  caseRecords: { id: string; subjectId: string; redactedSha256: string | null; keyId: string }[];
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What the vendor keeps after a deletion (docs/vendor-differences.md, "Delete"). */
export const keptByVendor =
  "the submission id, its creation date, its ID type, its status, and the name of the approving manager (admin_name)";

export function receiptBody(f: ReceiptFacts): Json {
  const d = f.deletion;
  return {
    receiptId: f.receiptId,
    issuedAt: f.issuedAt,
    submission: {
      id: d.submissionId,
      createdAt: iso(d.submissionCreatedAt),
      statusWhenRequested: d.submissionStatus,
    },
    subject: { emailHmac: d.emailHmac ? `hmac-sha256:${d.emailHmac}` : null },
    request: {
      deletionId: d.id,
      requestedBy: { id: d.requestedById, email: d.requestedByEmail },
      requestedAt: d.requestedAt.toISOString(),
      reason: d.reason,
      legalBasis: d.legalBasis,
      retainedUntil: iso(d.retainedUntil),
    },
    approval: {
      fourEyes: f.fourEyes,
      approvedBy: d.decidedById ? { id: d.decidedById, email: d.decidedByEmail } : null,
      approvedAt: iso(d.decidedAt),
    },
    erasure: {
      completedAt: iso(d.completedAt),
      attempts: d.attempts,
      serviceAnswer: f.serviceAnswer,
      categories: [
        "applicant data of the submission (the fields below)",
        "identity document, selfie and address images",
        "verification attempts and their scores",
        "AML screening results and reports",
        "the readable form of this dashboard's case records of the submission",
        "what staff typed about the case on this dashboard: internal notes, the texts its audit events refer to, and the notes and reasons of its decisions, verdicts, duplicates, monitoring alerts and deletion requests",
      ],
      fields: f.scope?.fields ?? null,
      images: (f.scope?.images ?? []).filter((i) => i.state === "present").map((i) => ({ ...i }) as Json),
    },
    kept: {
      caseRecords: f.caseRecords.map((r) => ({
        recordId: r.id,
        decisionId: r.subjectId,
        redactedSha256: r.redactedSha256,
        keyId: r.keyId,
        form: "personal data replaced by keyed hashes (HMAC-SHA-256)",
      })),
      dashboard:
        "this deletion request and the decisions (who, when, outcome and reason code; their words erased), and the audit log (submission ids, staff, keyed hashes of e-mails and of what staff typed)",
      vendor: keptByVendor,
    },
  };
}
