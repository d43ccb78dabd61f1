// Reads of stored evidence, each checked against the public keys as it is read, so a page
// that says "signature valid" says it of the very bytes it offers for download.
import "server-only";
import { inChunks } from "../database/in-chunks";
import { db } from "../db";
import { verifyEvidenceText } from "./signature";
import { evidencePublicKeys } from "./signing-keys";

export interface EvidenceSummary {
  id: string;
  kind: "case_record" | "erasure_receipt";
  submissionId: string;
  subjectId: string;
  issuedAt: Date;
  /** The personal data of a case record was erased: only its keyed-hash form remains. */
  erased: boolean;
  keyId: string;
  sha256: string;
  valid: boolean;
  problem: string | null;
}

type Row = Awaited<ReturnType<ReturnType<typeof db>["evidenceRecord"]["findFirstOrThrow"]>>;

/** The form offered now: the record as read while it exists, else its keyed-hash form. */
export const currentText = (row: Row) => row.document ?? row.redacted ?? "";

function summarise(row: Row): EvidenceSummary {
  const text = currentText(row);
  const check = verifyEvidenceText(text, evidencePublicKeys());
  return {
    id: row.id,
    kind: row.kind as EvidenceSummary["kind"],
    submissionId: row.submissionId,
    subjectId: row.subjectId,
    issuedAt: row.issuedAt,
    erased: row.kind === "case_record" && row.document === null,
    keyId: row.keyId,
    sha256: check.ok ? check.sha256 : row.sha256,
    valid: check.ok,
    problem: check.ok ? null : check.problem,
  };
}

export async function fetchCaseRecords(submissionId: string): Promise<EvidenceSummary[]> {
  const rows = await db().evidenceRecord.findMany({
    where: { submissionId, kind: "case_record" },
    orderBy: { issuedAt: "desc" },
    take: 20,
  });
  return rows.map(summarise);
}

/** Receipts of these deletions, by deletion id. */
export async function fetchReceipts(deletionIds: string[]): Promise<Map<string, EvidenceSummary>> {
  if (deletionIds.length === 0) return new Map();
  const rows = await inChunks(deletionIds, (part) =>
    db().evidenceRecord.findMany({ where: { kind: "erasure_receipt", subjectId: { in: part } } }),
  );
  return new Map(rows.map((row) => [row.subjectId, summarise(row)]));
}

export async function fetchEvidence(id: string, kind: EvidenceSummary["kind"]) {
  const row = await db().evidenceRecord.findFirst({ where: { id, kind } });
  if (!row) return null;
  return { summary: summarise(row), text: currentText(row) };
}
