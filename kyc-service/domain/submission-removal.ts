// DELETE /v2/submission: rows first (attempts, the AML screening whose rows the reports are
// made from, and anything else cascade with the submission), files second (images, all in
// the submission's directory). A crash between the two leaves a directory without rows,
// which the start-up sweep removes (store/files.ts). What the vendor keeps of a deleted
// submission (id, dates, ID type, status, who deleted it) goes to DeletedSubmission in the
// same transaction: no applicant data, so nothing personal outlives the deletion.
import type { ServiceDeps } from "../deps";
import type { ServiceDb } from "../store/db";
import { notFound } from "../http/errors";
import { withSubmissionLock } from "./submission-lock";

export async function deleteSubmission(
  deps: ServiceDeps,
  projectId: string,
  submissionId: string,
  adminName?: string,
): Promise<void> {
  await withSubmissionLock(submissionId, async () => {
    await deps.db.$transaction(async (tx) => {
      const row = await tx.submission.findFirst({
        where: { id: submissionId, projectId },
        select: { createdAt: true, idType: true, kycResult: true },
      });
      if (!row) throw notFound(`No submission with submission_id ${submissionId}`);
      await tx.deletedSubmission.create({
        data: { submissionId, projectId, ...row, adminName: adminName ?? null },
      });
      await tx.submission.delete({ where: { id: submissionId } });
    });
    await deps.files.removeSubmission(submissionId);
  });
}

export async function existingSubmissionIds(db: ServiceDb, ids: string[]): Promise<Set<string>> {
  const rows = await db.submission.findMany({ where: { id: { in: ids } }, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}
