// What staff typed about a case, erased with it: its internal notes and the texts its audit
// events refer to (AuditText: notes, reasons, comments). The events themselves stay, holding
// only each text's reference and keyed hash, so the chain verifies as before.
import "server-only";
import { db } from "../db";

export async function eraseCaseTexts(submissionId: string): Promise<{ notes: number; texts: number }> {
  const [notes, texts] = await db().$transaction([
    db().caseNote.deleteMany({ where: { submissionId } }),
    db().auditText.deleteMany({ where: { targetId: submissionId } }),
  ]);
  return { notes: notes.count, texts: texts.count };
}
