// Issues the case record of a decision just taken: what the reviewer saw (the record as read
// for the decision, scores against pass marks, AML matches with their verdicts, possible
// duplicates, notes, image digests) and decided, signed twice: as read, and with personal
// data replaced by keyed hashes (kept after erasure). Stored here; the decision's audit event
// names it with both SHA-256s, which puts the record under the audit chain.
import "server-only";
import { randomUUID } from "node:crypto";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { currentVerdicts } from "../aml-verdicts/verdicts";
import type { Actor } from "../auth/actor";
import { listCaseNotes } from "../case-notes/queries";
import { db } from "../db";
import { reasonLabel } from "../decisions/reasons";
import { idsOf } from "../duplicates/store";
import { env } from "../env";
import { caseRecordBody, type CaseFacts } from "./case-record";
import { imageDigests } from "./image-digests";
import { asRead, keyedHashes } from "./personal";
import { evidenceText, sha256Hex, signEvidence } from "./signature";
import { evidenceSigningKey } from "./signing-keys";

export interface CaseRecordRef {
  id: string;
  sha256: string;
  redactedSha256: string;
}

async function gather(
  decisionId: string,
  record: SubmissionRecord,
  actor: Actor,
  now: Date,
): Promise<CaseFacts> {
  const id = record.submission_id;
  const decision = await db().decision.findUniqueOrThrow({ where: { id: decisionId } });
  // A four-eyes approval: the confirmer holds the request claimed for them (second-approval.ts).
  const approval = await db().approvalRequest.findFirst({
    where: { submissionId: id, decidedById: actor.id, status: { in: ["confirming", "approved"] } },
    orderBy: { requestedAt: "desc" },
  });
  const [verdicts, group, notes, images] = await Promise.all([
    currentVerdicts(id),
    db().duplicateGroup.findUnique({ where: { submissionId: id } }),
    listCaseNotes(id),
    imageDigests(id),
  ]);
  return {
    recordId: randomUUID(),
    issuedAt: now.toISOString(),
    record,
    verdicts,
    duplicates: group ? { ...group, matchIds: idsOf(group.matchIds), outcome: group.outcome } : null,
    notes: [...notes].reverse(),
    decision: {
      id: decision.id,
      outcome: decision.outcome,
      reasonCode: decision.reasonCode,
      reasonLabel: reasonLabel(decision.outcome, decision.reasonCode),
      note: decision.note,
      upstream: decision.upstream,
      upstreamResult: decision.upstreamResult,
      decidedAt: decision.createdAt,
      reviewer: { id: decision.reviewerId, email: decision.reviewerEmail },
      firstReviewer: approval
        ? { id: approval.requestedById, email: approval.requestedByEmail, at: approval.requestedAt }
        : null,
    },
    images,
  };
}

/** Signs and stores the record; null (and the cause in the server log) if that failed. */
export async function issueCaseRecord(
  decisionId: string,
  record: SubmissionRecord,
  actor: Actor,
  now = new Date(),
): Promise<CaseRecordRef | null> {
  try {
    const facts = await gather(decisionId, record, actor, now);
    const key = evidenceSigningKey();
    const full = signEvidence("kyc-case-record-v1", caseRecordBody(facts, asRead), key);
    const redacted = signEvidence(
      "kyc-case-record-v1",
      caseRecordBody(facts, keyedHashes(env().audit.hmacKey())),
      key,
    );
    const [fullText, redactedText] = [evidenceText(full), evidenceText(redacted)];
    const ref = { id: facts.recordId, sha256: sha256Hex(fullText), redactedSha256: sha256Hex(redactedText) };
    await db().evidenceRecord.create({
      data: {
        ...ref,
        kind: "case_record",
        submissionId: record.submission_id,
        subjectId: decisionId,
        keyId: full.signature.keyId,
        document: fullText,
        redacted: redactedText,
        issuedAt: now,
      },
    });
    return ref;
  } catch (error) {
    console.error("[dashboard] evidence: the case record could not be issued", error);
    return null;
  }
}
