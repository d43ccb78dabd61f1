// DELETE /v2/submission: rows first (attempts, the AML screening whose rows the reports are
// made from, and anything else cascade with the submission), files second (images, all in
// the submission's directory). A crash between the two leaves a directory without rows,
// which the start-up sweep removes (store/files.ts).
import type { ServiceDeps } from "../deps";
import type { ServiceDb } from "../store/db";
import { notFound } from "../http/errors";
import { withSubmissionLock } from "./submission-lock";

export async function deleteSubmission(
  deps: ServiceDeps,
  projectId: string,
  submissionId: string,
): Promise<void> {
  await withSubmissionLock(submissionId, async () => {
    const { count } = await deps.db.submission.deleteMany({ where: { id: submissionId, projectId } });
    if (count === 0) throw notFound(`No submission with submission_id ${submissionId}`);
    await deps.files.removeSubmission(submissionId);
  });
}

export async function existingSubmissionIds(db: ServiceDb, ids: string[]): Promise<Set<string>> {
  const rows = await db.submission.findMany({ where: { id: { in: ids } }, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}
