// Applicants' names beside submission ids wherever cases are listed (Duplicates, Deletions,
// the audit log): read from the case index, so a deleted submission has none (its row is gone).
import "server-only";
import { inChunks } from "../database/in-chunks";
import { db } from "../db";

export async function namesOf(ids: readonly (string | null | undefined)[]): Promise<Record<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return {};
  const rows = await inChunks(wanted, (part) =>
    db().indexedSubmission.findMany({
      where: { submissionId: { in: part }, name: { not: null } },
      select: { submissionId: true, name: true },
    }),
  );
  return Object.fromEntries(rows.map((r) => [r.submissionId, r.name!]));
}
