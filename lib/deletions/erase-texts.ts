// What staff typed about a case, erased with it: its internal notes, the texts its audit events
// refer to (AuditText), and the reasons and notes kept on this dashboard's rows about it
// (decisions, approvals waiting, AML verdicts, duplicates, monitoring, deletion requests). The
// audit events stay, each holding only its text's reference and keyed hash, so the chain
// verifies as before; the decisions themselves (who, what, which reason code) stay too.
import "server-only";
import { db } from "../db";

export async function eraseCaseTexts(submissionId: string): Promise<{ notes: number; texts: number }> {
  const where = { submissionId };
  const [notes, texts] = await db().$transaction([
    db().caseNote.deleteMany({ where }),
    db().auditText.deleteMany({ where: { targetId: submissionId } }),
    db().decision.updateMany({ where, data: { note: null } }),
    db().approvalRequest.updateMany({ where, data: { note: null } }),
    db().amlVerdict.updateMany({ where, data: { reason: "" } }),
    db().duplicateGroup.updateMany({ where, data: { reason: null, escalationReason: null } }),
    db().monitoringAlert.updateMany({ where, data: { reason: null, escalationNote: null } }),
    db().deletionRequest.updateMany({ where, data: { reason: "" } }),
    // A rejected request's failureReason is the rejecting manager's words.
    db().deletionRequest.updateMany({
      where: { ...where, status: "rejected" },
      data: { failureReason: null },
    }),
  ]);
  return { notes: notes.count, texts: texts.count };
}
