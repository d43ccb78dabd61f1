// The one place Submission rows are written. Every write also rewrites `listRecord`, the
// masked list record as JSON, so a 2000-record page reads three columns instead of forty
// (see docs/kyc-service.md, "Performance"). Other modules must not write Submission directly.
import type { Submission as SubmissionRow } from "../generated/prisma/sqlite/client";
import type { ServiceTx } from "../store/db";
import { submissionRecord } from "./submission-record";

/** Plain column values only (no Prisma operators), so the new row can be computed here. */
export type SubmissionChanges = Partial<
  Omit<SubmissionRow, "id" | "projectId" | "createdAt" | "updatedAt" | "listRecord">
>;

export type NewSubmission = Pick<SubmissionRow, "id" | "projectId" | "email" | "idType" | "issuingCountry"> &
  SubmissionChanges;

export function listRecordJson(row: SubmissionRow): string {
  return JSON.stringify(submissionRecord(row));
}

export async function createSubmission(db: ServiceTx, data: NewSubmission): Promise<SubmissionRow> {
  const created = await db.submission.create({ data: { ...data, createdAt: new Date() } });
  return db.submission.update({ where: { id: created.id }, data: { listRecord: listRecordJson(created) } });
}

/** Applies changes to a row the caller has just read (under the submission's lock). */
export async function updateSubmission(
  db: ServiceTx,
  current: SubmissionRow,
  changes: SubmissionChanges,
): Promise<SubmissionRow> {
  const next: SubmissionRow = { ...current, ...changes };
  return db.submission.update({
    where: { id: current.id },
    data: { ...changes, listRecord: listRecordJson(next) },
  });
}

/**
 * The same, only while the row is as the caller read it (same updatedAt): false when another
 * service process changed it meanwhile. The lock of submission-lock.ts serialises one process;
 * this is what keeps several processes on one database from both counting the same retry.
 */
export async function updateSubmissionIfUnchanged(
  db: ServiceTx,
  current: SubmissionRow,
  changes: SubmissionChanges,
): Promise<boolean> {
  const next: SubmissionRow = { ...current, ...changes };
  const { count } = await db.submission.updateMany({
    where: { id: current.id, updatedAt: current.updatedAt },
    data: { ...changes, listRecord: listRecordJson(next) },
  });
  return count === 1;
}
