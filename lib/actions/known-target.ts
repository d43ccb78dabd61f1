// Whether this dashboard holds anything about an id: an account (user administration's
// target), or a submission's index row or a row of a review feature. A refused action's event keeps the id a person typed as its target only
// then; otherwise the id names nothing here and may be anything typed where an id goes (a
// name), which the append-only log would keep for good.
import "server-only";
import { db } from "../db";

export async function knownHere(id: string): Promise<boolean> {
  const where = { where: { submissionId: id }, take: 1 } as const;
  const found = await Promise.all([
    db().indexedSubmission.count(where),
    db().decision.count(where),
    db().deletionRequest.count(where),
    db().assignment.count(where),
    db().caseNote.count(where),
    db().amlVerdict.count(where),
    db().approvalRequest.count(where),
    db().duplicateGroup.count(where),
    db().monitoringAlert.count(where),
    db().evidenceRecord.count(where),
    db().reviewer.count({ where: { id }, take: 1 }),
  ]);
  return found.some((n) => n > 0);
}
