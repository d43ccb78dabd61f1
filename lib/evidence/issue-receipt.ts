// Issues the erasure receipt of a deletion the service has carried out, after first dropping
// the readable form of the submission's case records (their keyed-hash form stays) and what
// staff typed about the case (its notes, the audit log's texts: lib/deletions/erase-texts.ts),
// so what the receipt says is kept is what is kept. Once per deletion: subjectId is unique, so a second
// process settling the same deletion stores nothing more.
import "server-only";
import { randomUUID } from "node:crypto";
import { hashOnly } from "../audit/erasable-text";
import { recordAudit } from "../audit/record";
import type { Actor } from "../auth/actor";
import { db } from "../db";
import { eraseCaseTexts } from "../deletions/erase-texts";
import { env } from "../env";
import { receiptBody, type ErasureScope } from "./erasure-receipt";
import { evidenceText, sha256Hex, signEvidence } from "./signature";
import { evidenceSigningKey } from "./signing-keys";

function scopeOf(json: string | null): ErasureScope | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as ErasureScope;
  } catch {
    return null;
  }
}

export async function issueErasureReceipt(
  deletionId: string,
  serviceAnswer: string,
  actor: Actor | null,
  now = new Date(),
) {
  try {
    const deletion = await db().deletionRequest.findUniqueOrThrow({ where: { id: deletionId } });
    if (deletion.status !== "deleted") return null;
    await db().evidenceRecord.updateMany({
      where: { kind: "case_record", submissionId: deletion.submissionId, erasedAt: null },
      data: { document: null, erasedAt: now },
    });
    await eraseCaseTexts(deletion.submissionId);
    const caseRecords = await db().evidenceRecord.findMany({
      where: { kind: "case_record", submissionId: deletion.submissionId },
      orderBy: { issuedAt: "asc" },
    });
    const body = receiptBody({
      receiptId: randomUUID(),
      issuedAt: now.toISOString(),
      // The reason as its keyed hash, like the audit event's: the words are erased with the case.
      deletion: { ...deletion, reason: hashOnly(deletion.reason) },
      fourEyes: env().deletion.fourEyes,
      scope: scopeOf(deletion.scope),
      serviceAnswer,
      caseRecords,
    });
    const signed = signEvidence("kyc-erasure-receipt-v1", body, evidenceSigningKey());
    const text = evidenceText(signed);
    const id = (body as { receiptId: string }).receiptId;
    await db().evidenceRecord.create({
      data: {
        id,
        kind: "erasure_receipt",
        submissionId: deletion.submissionId,
        subjectId: deletion.id,
        keyId: signed.signature.keyId,
        document: text,
        sha256: sha256Hex(text),
        issuedAt: now,
      },
    });
    // The receipt's hash on the chain: a receipt changed or swapped later no longer matches it.
    await recordAudit({
      actor,
      action: "deletion.receipt",
      target: deletion.submissionId,
      outcome: "success",
      details: {
        deletionId: deletion.id,
        receiptId: id,
        sha256: sha256Hex(text),
        keyId: signed.signature.keyId,
      },
    });
    return { id, sha256: sha256Hex(text) };
  } catch (error) {
    if ((error as { code?: string } | null)?.code === "P2002") return null; // issued by another process
    console.error("[dashboard] evidence: the erasure receipt could not be issued", error);
    return null;
  }
}
