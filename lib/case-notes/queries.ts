// The notes of a case, newest first.
import "server-only";
import { db } from "../db";

export function listCaseNotes(submissionId: string) {
  return db().caseNote.findMany({ where: { submissionId }, orderBy: { createdAt: "desc" }, take: 200 });
}
export type CaseNoteRow = Awaited<ReturnType<typeof listCaseNotes>>[number];
